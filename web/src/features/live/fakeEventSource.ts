/**
 * The browser's EventSource, faked at the edge for unit tests: records what each stream asked for and
 * lets the test open it, fail it and send it events as the gateway would.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.opened.push(this);
  }

  /** The newest stream still open (not closed by the channel). */
  static current(): FakeEventSource | undefined {
    return FakeEventSource.opened.filter((source) => source.readyState !== FakeEventSource.CLOSED).at(-1);
  }

  /** The `products` the stream's address asks for. */
  products(): string[] {
    return new URL(this.url, 'http://shop.test').searchParams.get('products')?.split(',') ?? [];
  }

  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** The connection failed; `gaveUp` as the browser does on an error status (no retry of its own). */
  fail(gaveUp: boolean): void {
    this.readyState = gaveUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.(new Event('error'));
  }

  emit(name: string, data: unknown, id: string): void {
    this.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(data), lastEventId: id }));
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }
}
