// maildev 3 ships no types; what the browser tests' setup uses of it.
declare module 'maildev' {
  export class MailDev {
    constructor(options: { smtp: number; web: number; ip?: string; webIp?: string; silent?: boolean });
    start(): Promise<void>;
    stop(): Promise<void>;
  }
}
