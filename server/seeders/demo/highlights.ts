// Demo home-page highlights for today and the next six days; names match demoMenu items exactly.
import type { DemoScheduledHighlight } from './demo-types.js';

export const demoScheduledHighlights: DemoScheduledHighlight[] = [
  { dayOffset: 0, itemName: 'Gambas al Ajillo', position: 1, tagOverride: "Chef's special" },
  { dayOffset: 0, itemName: 'Tortilla Española', position: 2 },
  { dayOffset: 0, itemName: 'Paella de Marisco', position: 3 },
  { dayOffset: 0, itemName: 'Crema Catalana', position: 4 },

  { dayOffset: 1, itemName: 'Huevos Rotos', position: 1 },
  { dayOffset: 1, itemName: 'Mejillones al Vapor', position: 2, tagOverride: 'Fresh today' },
  { dayOffset: 1, itemName: 'Tarta de Santiago', position: 3 },

  { dayOffset: 2, itemName: 'Paella Valenciana', position: 1 },
  { dayOffset: 2, itemName: 'Queso Frito con Miel', position: 2 },
  { dayOffset: 2, itemName: 'Tabla de Quesos Españoles', position: 3 },
  { dayOffset: 2, itemName: 'Flan de la Casa', position: 4 },

  { dayOffset: 3, itemName: 'Tosta de Tomate Asado', position: 1, tagOverride: 'Today only' },
  { dayOffset: 3, itemName: 'Gambas al Ajillo', position: 2 },
  { dayOffset: 3, itemName: 'Torrijas', position: 3 },

  { dayOffset: 4, itemName: 'Paella de Marisco', position: 1, tagOverride: "Chef's special" },
  { dayOffset: 4, itemName: 'Mejillones al Vapor', position: 2 },
  { dayOffset: 4, itemName: 'Buñuelos de Queso', position: 3 },
  { dayOffset: 4, itemName: 'Crema Catalana', position: 4 },

  { dayOffset: 5, itemName: 'Paella Valenciana', position: 1 },
  { dayOffset: 5, itemName: 'Tortilla Española', position: 2 },
  { dayOffset: 5, itemName: 'Tarta de Santiago', position: 3, tagOverride: 'Baked this morning' },

  { dayOffset: 6, itemName: 'Huevos Rotos', position: 1 },
  { dayOffset: 6, itemName: 'Queso Frito con Miel', position: 2 },
  { dayOffset: 6, itemName: 'Tabla de Quesos Españoles', position: 3 },
  { dayOffset: 6, itemName: 'Torrijas', position: 4, tagOverride: 'Today only' },
];
