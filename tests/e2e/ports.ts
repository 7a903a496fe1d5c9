/** The browser tests' server port: helpers working side by side each give their own E2E_PORT. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * The payment simulator that start runs beside the server, on a port of its own: a shop already running on the machine
 * (`npm start`, on the default 4100) keeps its own simulator, and the tests' switches reach only theirs.
 */
export const E2E_SIMULATOR_URL = `http://127.0.0.1:${E2E_PORT + 10_000}`;
