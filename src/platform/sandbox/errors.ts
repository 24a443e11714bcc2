// Why a sandboxed task did not answer, as types a caller maps to its own error catalogue: the
// sandbox knows no product, so it names what happened and never what to tell a person.

export class SandboxError extends Error {
  constructor(
    /** The pool's name, so a log line says which kind of file was refused. */
    readonly sandbox: string,
    message: string,
  ) {
    super(`${sandbox}: ${message}`);
    this.name = new.target.name;
  }
}

/** The input is over the pool's cap; no process was started for it. */
export class SandboxTooLarge extends SandboxError {
  constructor(
    sandbox: string,
    readonly bytes: number,
    readonly maxBytes: number,
  ) {
    super(sandbox, `input of ${bytes} bytes is over the cap of ${maxBytes}`);
  }
}

/** Every runner is busy and the queue is at its bound: refused at once, nothing held. */
export class SandboxBusy extends SandboxError {
  constructor(
    sandbox: string,
    readonly queued: number,
  ) {
    super(sandbox, `${queued} tasks already wait`);
  }
}

/** The task was still working at its time limit and was killed. */
export class SandboxTimeout extends SandboxError {
  constructor(
    sandbox: string,
    readonly timeoutMs: number,
  ) {
    super(sandbox, `killed after ${timeoutMs} ms`);
  }
}

/**
 * The task ended without a usable answer. `out-of-memory`: it met its heap or memory limit;
 * `answer-too-large`: it wrote more than the pool accepts (and was killed); `exited`: it threw,
 * exited or wrote something that is not an answer.
 */
export type SandboxCrashReason = 'out-of-memory' | 'answer-too-large' | 'exited';

export class SandboxCrashed extends SandboxError {
  constructor(
    sandbox: string,
    readonly reason: SandboxCrashReason,
    detail: string,
  ) {
    super(sandbox, `${reason} (${detail})`);
  }
}

/** The pool was closed (the server is stopping) before the task could answer. */
export class SandboxClosed extends SandboxError {
  constructor(sandbox: string) {
    super(sandbox, 'closed');
  }
}
