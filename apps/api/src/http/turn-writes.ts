import type { Server } from 'node:http';
import type { Socket } from 'node:net';

type WriteCallback = (error?: Error | null) => void;
type Chunks = Array<{ chunk: unknown; encoding: BufferEncoding }>;

/**
 * Answers leave at the end of the event-loop turn that made them, one after another (issue 11 point 4, D46),
 * instead of one system call in the middle of each request's work.
 *
 * Every write to a client wakes the process that reads it (a proxy, a browser, a load generator) unless it is
 * already running; on a virtual machine that wake-up is a large part of the send (a CPU profile of the health
 * answer: a third of the write). Under load one turn handles many requests: written as each finishes, they
 * are one wake-up each, ~100 us of other work apart; written back to back once the turn's I/O is handled (a
 * `setImmediate`, as the log lines of D41), the reader is still awake for all but the first.
 *
 * It works below HTTP, on the connection's stream: `res.end()` returns as always and the response counts as
 * sent; only the socket's own write (which is asynchronous anyway) starts at the end of the turn, in order,
 * and the stream waits for it as for any write in flight. A lone request waits for nothing but that one hop.
 */
export function writeAnswersAtTurnEnd(server: Server): void {
  // The connections with a write waiting, in the order their writes came; each sends its own.
  let waiting: Array<() => void> = [];
  const sendWaiting = () => {
    const senders = waiting;
    waiting = [];
    for (const send of senders) send();
  };

  server.on('connection', (socket: Socket) => {
    const writeOne = socket._write;
    const writeMany = socket._writev;
    const destroy = socket._destroy;
    // A stream hands its socket one write at a time and waits for its callback: at most one waits here.
    let pending: (() => void) | undefined;
    const send = () => {
      const write = pending;
      pending = undefined;
      try {
        write?.();
      } catch (error) {
        // Node reports a failed write through its callback; should one throw, it costs its own connection only.
        socket.destroy(error instanceof Error ? error : new Error(String(error)));
      }
    };
    const later = (write: () => void) => {
      pending = write;
      if (waiting.length === 0) setImmediate(sendWaiting);
      waiting.push(send);
    };
    socket._write = (chunk: unknown, encoding: BufferEncoding, callback: WriteCallback) =>
      later(() => writeOne.call(socket, chunk, encoding, callback));
    if (writeMany) {
      socket._writev = (chunks: Chunks, callback: WriteCallback) =>
        later(() => writeMany.call(socket, chunks, callback));
    }
    // Written, then destroyed at once (a refusal before routing, Node's own 400 and 408): what was written
    // goes first, as it would have gone inside write() without the wait.
    socket._destroy = (error: Error | null, callback: (error?: Error | null) => void) => {
      send();
      destroy.call(socket, error, callback);
    };
  });
}
