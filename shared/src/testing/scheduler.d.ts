// React's scheduler, which react-dom queues its effects in: the two calls formFieldsRegistered makes.
declare module 'scheduler' {
  export const unstable_IdlePriority: number;
  export function unstable_scheduleCallback(priority: number, callback: () => void): unknown;
}
