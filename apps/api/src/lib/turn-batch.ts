/**
 * Gathers the calls made in one turn of the event loop into one batch (ADR 025's state read): each
 * call's input goes to `run` with the others of its turn, and each gets the output at its index. A
 * call never joins a batch already sent, so its answer is never read before the call was made (for a
 * statement: never from a snapshot older than the request).
 */
export class TurnBatch<I, O> {
  private waiting: { input: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];

  constructor(private readonly run: (inputs: I[]) => Promise<O[]>) {}

  call(input: I): Promise<O> {
    return new Promise((resolve, reject) => {
      if (!this.waiting.length) setImmediate(() => this.flush());
      this.waiting.push({ input, resolve, reject });
    });
  }

  private flush(): void {
    const batch = this.waiting;
    this.waiting = [];
    this.run(batch.map((w) => w.input)).then(
      (outputs) =>
        batch.forEach((w, i) => {
          const out = outputs[i];
          // One output per input; should one be missing, that call fails loudly rather than hangs.
          if (out === undefined) w.reject(new Error('turn batch: no answer for a call'));
          else w.resolve(out);
        }),
      (error: unknown) => {
        for (const w of batch) w.reject(error);
      },
    );
  }
}
