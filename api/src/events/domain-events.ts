type Handler<Payload> = (payload: Payload) => void | Promise<void>;

/**
 * A typed in-process emitter for one domain's events (`new DomainEvents<ProjectEvents>()`). The
 * domain emits after its change is stored; other domains listen, so the domain that changed imports
 * none of them. `emit` runs the handlers one after another and waits for each: when a service
 * returns, its side effects (notifications stored, sockets told) are done, and a failing handler
 * fails the call. Adding the same handler twice keeps one.
 */
export class DomainEvents<Events extends object> {
  private readonly handlers = new Map<keyof Events, Set<Handler<Events[keyof Events]>>>();

  on<Name extends keyof Events>(name: Name, handler: Handler<Events[Name]>): void {
    const handlers = this.handlers.get(name) ?? new Set();
    handlers.add(handler as Handler<Events[keyof Events]>);
    this.handlers.set(name, handlers);
  }

  async emit<Name extends keyof Events>(name: Name, payload: Events[Name]): Promise<void> {
    for (const handler of this.handlers.get(name) ?? []) await handler(payload);
  }
}
