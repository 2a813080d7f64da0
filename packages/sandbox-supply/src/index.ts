/** The simulated suppliers (flights, hotels) grow here; for now the airports the tenants reference. */
export * from './airports';
