/** The browser tests' own ports, apart from `npm start`'s, so both can run at once. */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);

export const STACK = {
  host: '127.0.0.1',
  ports: { shell: base, catalogue: base + 1, account: base + 2, admin: base + 3 },
  apiPort: Number(process.env.E2E_API_PORT ?? base + 1000),
  authPort: Number(process.env.E2E_AUTH_PORT ?? base + 6000),
  /** The mail catcher (maildev) the API sends the customers' e-mails to, and its web inbox (REST: GET /api/email). */
  mailSmtpPort: Number(process.env.E2E_MAIL_SMTP_PORT ?? base + 1025),
  mailWebPort: Number(process.env.E2E_MAIL_WEB_PORT ?? base + 1080),
  get authHubPort() {
    return this.authPort + 1;
  },
  get authLoggingPort() {
    return this.authPort + 2;
  },
  get url() {
    return `http://${this.host}:${this.ports.shell}`;
  },
  get apiUrl() {
    return `http://${this.host}:${this.apiPort}`;
  },
  get mailUrl() {
    return `http://${this.host}:${this.mailWebPort}`;
  },
  get emulatorHost() {
    return `${this.host}:${this.authPort}`;
  },
};
