// Example activity entries for the API documentation (the openapi test checks each against its schema).
import type { ActivityEntryDto } from '../../../shared/schemas/activity';

export const exampleActivityEntries: ActivityEntryDto[] = [
  {
    id: 812,
    at: '2026-11-24T19:32:00.000Z',
    actor: { id: 3, name: 'Lucía Romero' },
    action: 'update',
    entity: 'dish',
    entityId: '41',
    summary: 'Changed the price of "Patatas Bravas" from $11.00 to $12.00',
  },
  {
    id: 811,
    at: '2026-11-24T19:05:00.000Z',
    actor: { id: 5, name: 'Diego Marín' },
    action: 'update',
    entity: 'dish',
    entityId: '17',
    summary: 'Marked "Pulpo a la Gallega" unavailable',
  },
];
