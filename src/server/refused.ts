// Responses of requests the app was handling when Node's parser refused the rest of them (a
// body too slow, or chunk extensions too large): the Node server logged and counted that
// refusal, so the app writes no second line. Kept apart from node-server.ts so the app, which
// runs on any runtime, imports nothing of node:http.
const refusedMidBody = new WeakSet<object>();

/** Records that Node's parser refused the request of `res` after its headers reached the app. */
export function markRefusedByServer(res: object): void {
  refusedMidBody.add(res);
}

/** Whether Node's parser refused the request of `res` while the app was reading its body. */
export function refusedByServer(res: unknown): boolean {
  return typeof res === 'object' && res !== null && refusedMidBody.has(res);
}
