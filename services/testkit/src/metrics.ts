/** The services' own ports (each serves /metrics there), as deploy/local/config.env sets them. */
const SERVICE_PORTS = { identity: 3001, catalog: 3002, cart: 3003, address: 3004, order: 3005, payment: 3006 };

export type ServiceName = keyof typeof SERVICE_PORTS;

/**
 * How many events of this type the service has taken off the queue and finished with (handled, or
 * recognised as a duplicate), from its events_handled_total metric. A suite waits for this count to
 * grow to know an event was dealt with, instead of sleeping and hoping it was.
 */
export async function eventsFinished(service: ServiceName, queue: string, event: string): Promise<number> {
  const port = process.env[`${service.toUpperCase()}_PORT`] ?? SERVICE_PORTS[service];
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('events_handled_total{'))
    .filter((line) => line.includes(`queue="${queue}"`) && line.includes(`event="${event}"`))
    .filter((line) => /outcome="(handled|duplicate)"/.test(line))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}
