import { setAccessToken } from '@storefront/shared';
import type { LazyAuthClient } from './lazyAuthClient';
import type { SessionController, SessionControllerOptions } from './SessionController';
import { startingSession, type SessionState } from './storedSession';

/** The session's controller, in a chunk of its own (about 2 KB of gzip a visitor never downloads). */
export type LoadController = () => Promise<{ SessionController: typeof SessionController }>;

const loadController: LoadController = () => import(/* webpackChunkName: "session" */ './SessionController');

/**
 * The session as the shell's SessionProvider holds it: the SessionController once it is needed,
 * and until then what the browser remembers. A visitor with nothing remembered is signed out at
 * once and downloads no session code until a login or signup page asks for the sign-in SDK (or
 * the page calls one of the session's actions); a returning customer, or a test that gives the
 * provider a client (`eager`), loads the controller at once and starts from the same state the
 * controller starts from (`startingSession`).
 */
export class LazySession {
  /** What the login and signup pages start and wait for: the controller's sign-in client. */
  readonly client: LazyAuthClient;
  private state: SessionState;
  private readonly listeners = new Set<() => void>();
  private loading: Promise<SessionController> | undefined;
  private controller: SessionController | undefined;
  private readonly ready: { promise: Promise<SessionController>; resolve: (c: SessionController) => void; reject: (e: unknown) => void };
  private active = false;
  private stopController: (() => void) | undefined;

  constructor(
    private readonly options: SessionControllerOptions,
    private readonly load: LoadController = loadController,
  ) {
    this.state = startingSession(options.apiKey);
    let settle!: Pick<LazySession['ready'], 'resolve' | 'reject'>;
    const promise = new Promise<SessionController>((resolve, reject) => (settle = { resolve, reject }));
    this.ready = { promise, ...settle };
    const clientPromise = promise.then((controller) => controller.client.promise);
    // Awaited by the page that starts it; a controller that failed to load rejects there too.
    clientPromise.catch(() => undefined);
    this.client = {
      promise: clientPromise,
      start: () =>
        void this.controllerNow().then(
          (controller) => controller.client.start(),
          () => undefined,
        ),
    };
  }

  getSnapshot = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setState(next: SessionState): void {
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /**
   * Whether the session has work to do before anyone asks: a client given, or a sign-in remembered
   * (`startingSession` is signed out only when none is).
   */
  private neededAtStart(): boolean {
    return Boolean(this.options.eager) || this.state.status !== 'signed-out';
  }

  /** Starts the session's work (the controller's, once loaded); returns the stop. */
  start(): () => void {
    this.active = true;
    if (this.controller) this.stopController = this.controller.start();
    else if (this.neededAtStart()) void this.controllerNow().catch(() => undefined);
    // No one is signed in here: an API token left over from an earlier session is no good.
    else setAccessToken(null);
    return () => {
      this.active = false;
      this.stopController?.();
      this.stopController = undefined;
    };
  }

  /** The controller, loaded and started (while the provider is mounted) on first need. */
  private controllerNow(): Promise<SessionController> {
    this.loading ??= this.load().then(
      ({ SessionController }) => {
        const controller = new SessionController(this.options);
        this.controller = controller;
        controller.subscribe(() => this.setState(controller.getSnapshot()));
        this.setState(controller.getSnapshot());
        if (this.active) this.stopController = controller.start();
        this.ready.resolve(controller);
        return controller;
      },
      (error: unknown) => {
        console.error('The session could not be loaded.', error);
        this.loading = undefined; // the next need tries again
        this.ready.reject(error);
        throw error;
      },
    );
    return this.loading;
  }

  signOut = async (): Promise<void> => (await this.controllerNow()).signOut();

  refresh = async (): Promise<void> => (await this.controllerNow()).refresh();

  sendEmailVerification = async (): Promise<void> => (await this.controllerNow()).sendEmailVerification();
}
