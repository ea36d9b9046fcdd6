// A stand-in for XMLHttpRequest in upload tests: records each request and lets the test send progress, answers and failures.

type Handler = ((event: ProgressEvent) => void) | null;

/** One upload request the code under test sent. */
export class FakeXhr {
  method = '';
  url = '';
  readonly headers: Record<string, string> = {};
  body: FormData | null = null;
  responseType = '';
  responseText = '';
  status = 0;
  aborted = false;
  readonly upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;

  constructor(private readonly sent: FakeXhr[]) {}

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: FormData): void {
    this.body = body;
    this.sent.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }

  /** The file in the multipart field `file`. */
  get file(): File {
    return this.body?.get('file') as File;
  }

  /** Reports `loaded` of `total` bytes of the request sent. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  /** Answers with `status` and a JSON body. */
  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }

  /** The connection drops. */
  fail(): void {
    this.onerror?.(new ProgressEvent('error'));
  }
}

/** The fake installed on `globalThis`: the requests sent so far, and how to put the real one back. */
export interface FakeXhrInstall {
  requests: FakeXhr[];
  restore(): void;
}

/** Replaces `XMLHttpRequest` with {@link FakeXhr} until `restore()`. */
export function installFakeXhr(): FakeXhrInstall {
  const original = globalThis.XMLHttpRequest;
  const requests: FakeXhr[] = [];
  globalThis.XMLHttpRequest = function FakeXMLHttpRequest() {
    return new FakeXhr(requests);
  } as unknown as typeof XMLHttpRequest;
  return {
    requests,
    restore() {
      globalThis.XMLHttpRequest = original;
    },
  };
}
