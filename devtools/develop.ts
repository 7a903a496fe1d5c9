import { startSimulatorForShop } from './payment-simulator/for-the-shop.js';

// `npm run dev`: the server from its TypeScript sources, restarted on each change, with the payment simulator beside
// it while the configuration leaves mobile money at the local address (what `npm start` does from its build).
await startSimulatorForShop();
await import('../server/index.js');
