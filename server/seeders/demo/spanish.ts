// The demo content in Spanish, as the bar's own staff would write it for the Spanish menu: keyed by the English
// record it translates (a category's or dish's name, an offer's title, a tag, a note, a photo's alt text), with the
// English record's field names inside. A dish or drink gets a `name` only where the Spanish menu calls it something
// else; everything guests read has its Spanish. spanish.test.ts holds every key to an English record, every English
// record to a Spanish one, and every text to its field's limit.
import type { DemoDrink, DemoMenuItem, DemoOffer } from './demo-types.js';
import { siteTranslations } from '../../../shared/config/site.js';
import type { Translations } from '../../../shared/rules/translations.js';

type Fields<Record, Key extends keyof Record> = { [K in Key]?: string };

/** A dish or drink: its description, and its name where the Spanish differs. */
export type SpanishCatalogItem = Fields<DemoMenuItem & DemoDrink, 'name'> & { description: string };

/** An offer: its title, and whichever of its other texts the English record has. */
export type SpanishOffer = Fields<DemoOffer, 'subtitle' | 'alt' | 'badge' | 'ctaPrimaryLabel' | 'ctaSecondaryLabel'> & { title: string };

export interface DemoSpanish {
  menuCategories: Record<string, { name: string }>;
  dishes: Record<string, SpanishCatalogItem>;
  drinkCategories: Record<string, { name: string }>;
  drinks: Record<string, SpanishCatalogItem>;
  offers: Record<string, SpanishOffer>;
  /** Highlight tags: the dishes' `menuHighlightTag` and the scheduled highlights' `tagOverride`. */
  highlightTags: Record<string, string>;
  /** Special dates' notes. */
  specialDateNotes: Record<string, string>;
  /** The settings' guest-facing texts (shared/config/site.ts); `policies` in the same order. */
  settings: { tagline: string; description: string; policies: string[]; about: string };
  /** The gallery's photos by their English alt text (public/images/gallery/manifest.json). */
  gallery: Record<string, { alt: string; caption?: string }>;
}

// Photos that are also offers' slides: one Spanish alt text for both.
const TAVERN_WINDOW = 'Un salón de taberna en penumbra, con paredes de piedra encalada y mesas puestas con copas de vino, iluminado por una ventana pequeña';
const PAELLA_VALENCIANA = 'Paella valenciana en una paellera ancha de dos asas: arroz dorado al azafrán con judías verdes planas y trozos de pollo';
const PENDANT_LAMPS = 'Una mesa de madera oscura bajo lámparas colgantes de latón, junto a un gran ventanal que da a la calle';

export const DEMO_SPANISH = {
  menuCategories: {
    'Green Tapas': { name: 'Tapas de la huerta' },
    'Meat Tapas': { name: 'Tapas de carne' },
    'Seafood Tapas': { name: 'Tapas de pescado y marisco' },
    Pintxos: { name: 'Pintxos' },
    Paellas: { name: 'Paellas y arroces' },
    'Cheese Boards': { name: 'Tablas de quesos' },
    Desserts: { name: 'Postres' },
  },

  dishes: {
    // Tapas de la huerta
    'Patatas Bravas': {
      description: 'Patatas fritas dos veces, con nuestra salsa brava ahumada y con su punto picante, y alioli. Las freímos en una freidora solo para ellas.',
    },
    'Pimientos de Padrón': {
      description: 'Pimientos de Padrón a la sartén con aceite de oliva arbequina y escamas de sal. Casi todos son suaves, pero de vez en cuando alguno pica.',
    },
    'Tortilla Española': {
      description: 'Tortilla de patatas gruesa y dorada, con cebolla dulce, hecha despacio en aceite de oliva. Se sirve templada y jugosa por dentro.',
    },
    'Pan con Tomate': {
      description: 'Pan de masa madre a la brasa, frotado con ajo y tomate maduro rallado, con aceite de oliva arbequina y escamas de sal.',
    },
    'Tosta de Tomate Asado': {
      description: 'Tomates asados a fuego lento sobre pan de pueblo tostado, con manchego fundido, aceitunas negras y una pizca de orégano.',
    },
    'Huevos Rotos': {
      description: 'Patatas crujientes a la sartén con cebolla y pimiento rojo, y huevos camperos rotos por encima, con la yema blanda. Sencillos, sin ceremonia y perfectos.',
    },
    'Queso Frito con Miel': {
      description: 'Bastones dorados de queso de oveja enharinado, con sésamo tostado, una salsa de yogur al pimentón de la Vera y un hilo de miel.',
    },
    'Calçots con Romesco': {
      description: 'Cebolletas catalanas a la brasa que se pelan en la mesa y se mojan en romesco de almendra y avellana. Vuelven cuando empiece la temporada de calçots.',
    },

    // Tapas de carne
    'Croquetas de Jamón': {
      description: 'Seis croquetas de bechamel muy cremosa con jamón ibérico, en un empanado crujiente.',
    },
    'Chorizo al Vino': {
      description: 'Chorizo picante guisado en tinto de Rioja con laurel y ajo. Pida pan: la salsa es para mojar.',
    },
    'Albóndigas de Cordero': {
      description: 'Albóndigas de cordero halal guisadas en salsa de tomate y azafrán, con almendras tostadas y perejil.',
    },
    'Pinchos Morunos de Pollo': {
      description: 'Brochetas de pollo halal marinadas toda la noche con comino, cilantro, pimentón de la Vera y limón. Salen de la parrilla con yogur a la menta.',
    },
    'Chuletillas de Cordero': {
      description: 'Chuletillas de cordero halal a fuego vivo, con sal de romero y un mojo verde de perejil, ajo y aceite de oliva.',
    },
    'Jamón Ibérico de Bellota': {
      description: 'Jamón ibérico de bellota cortado a cuchillo, con más de tres años de curación, y picos crujientes.',
    },
    'Morcilla con Piquillos': {
      description: 'Morcilla de Burgos (con arroz y cebolla) a la plancha, sobre pimientos del piquillo asados.',
    },

    // Tapas de pescado y marisco
    'Gambas al Ajillo': {
      description: 'Gambas salvajes en aceite de oliva con ajo laminado, guindilla y perejil. Llegan a la mesa todavía chisporroteando.',
    },
    'Pulpo a la Gallega': {
      description: 'Pulpo gallego tierno sobre cachelos templados, con pimentón dulce y picante, sal gorda y un buen chorro de aceite de oliva.',
    },
    'Mejillones al Vapor': {
      description: 'Mejillones de Maine abiertos al vapor con albariño, ajo y perejil. Con limón y pan a la brasa para mojar en el caldo.',
    },
    'Boquerones en Vinagre': {
      description: 'Boquerones frescos en vinagre, aliñados con ajo, perejil y aceite de oliva. Bien fríos, con todo el sabor del mar.',
    },
    'Calamares a la Andaluza': {
      description: 'Calamares enharinados y fritos, ligeros y crujientes, con limón y un cuenco de alioli.',
    },
    'Buñuelos de Bacalao': {
      description: 'Buñuelos de bacalao esponjosos por dentro y crujientes por fuera, con alioli de limón.',
    },
    'Zamburiñas a la Plancha': {
      description: 'Zamburiñas gallegas en su media concha, a la plancha con aceite de ajo y perejil y unas gotas de limón.',
    },

    // Pintxos
    Gilda: {
      description: 'El pintxo original de San Sebastián: banderilla de anchoa en salazón, aceituna manzanilla y guindilla en vinagre.',
    },
    'Pintxo de Txistorra': {
      description: 'Txistorra a la plancha sobre pan tostado, con una tira de pimiento del piquillo asado.',
    },
    Matrimonio: {
      description: 'Un «matrimonio» de boquerón en vinagre y anchoa del Cantábrico en salazón, sobre pan con tomate.',
    },
    'Pintxo de Champiñón': {
      description: 'Champiñones a la plancha con ajo, sobre pan tostado y coronados con un huevo de codorniz frito.',
    },
    'Pintxo de Bonito': {
      description: 'Bonito del norte pescado a caña, con pimiento del piquillo asado y un toque de alioli sobre pan crujiente.',
    },
    'Solomillo al Cabrales': {
      description: 'Solomillo de ternera a la plancha sobre pan tostado, con crema caliente de queso Cabrales y cebolla caramelizada.',
    },

    // Paellas y arroces
    'Paella Valenciana': {
      description: 'La clásica de Valencia, para dos: arroz bomba con pollo, conejo, judía verde plana, garrofó, azafrán y romero, y su socarrat crujiente. Se hace al momento: unos 35 minutos.',
    },
    'Paella de Marisco': {
      description: 'Para dos: arroz al azafrán hecho en un fumet intenso, con gambas, mejillones, almejas, calamar y pimiento rojo.',
    },
    'Arroz Negro': {
      description: 'Para dos: arroz negro con tinta de calamar, sepia y gambas, con un cuenco de alioli.',
    },
    Fideuà: {
      description: 'La «paella» de fideos de Valencia, para dos: fideos tostados con rape, gambas y calamar, gratinada y servida con alioli.',
    },
    'Paella de Pollo y Alcachofas': {
      description: 'Para dos: contramuslos de pollo halal, corazones de alcachofa y pimiento rojo en arroz bomba al azafrán, hecho con caldo de pollo.',
    },
    'Paella de Verduras': {
      description: 'Para dos: verduras del mercado (alcachofas, judías verdes, pimiento rojo y champiñones) en arroz al azafrán con un socarrat dorado.',
    },

    // Tablas de quesos
    'Tabla de Quesos Españoles': {
      description: 'Cinco quesos españoles para compartir (manchego, Idiazábal, Mahón, Cabrales y Torta del Casar), con membrillo, almendras marcona, orejones y picos.',
    },
    'Tabla de Manchego': {
      description: 'Manchego curado doce meses con membrillo, almendras marcona y picos crujientes.',
    },
    'Idiazábal Ahumado': {
      description: 'Queso vasco de oveja, ligeramente ahumado, con miel de milflores, nueces y pan a la brasa.',
    },
    'Cabrales con Pan de Higo': {
      description: 'Cabrales, el intenso queso azul asturiano, con pan de higo (torta de higos y almendras), manzana crujiente y pan de nueces.',
    },
    'Buñuelos de Queso': {
      description: 'Una docena de buñuelos de masa choux recién horneados con Mahón e Idiazábal curados, con una cuña de manchego y membrillo.',
    },
    'Tabla Mixta': {
      description: 'Quesos y embutidos para dos: manchego, Idiazábal y Cabrales, con jamón serrano, chorizo y lomo, aceitunas, membrillo y pan con tomate.',
    },

    // Postres
    'Crema Catalana': {
      description: 'Crema sedosa aromatizada con piel de limón y canela, con su costra de azúcar quemado y una frambuesa fresca.',
    },
    'Churros con Chocolate': {
      description: 'Churros recién hechos, rebozados en azúcar y canela, con una taza de chocolate espeso para mojar.',
    },
    'Tarta de Santiago': {
      description: 'Tarta gallega de almendra con ralladura de naranja, espolvoreada con azúcar alrededor de la cruz de Santiago. Sin gluten por naturaleza.',
    },
    'Flan de la Casa': {
      description: 'Nuestro flan de vainilla en un baño de caramelo oscuro, con nueces tostadas por encima.',
    },
    Torrijas: {
      description: 'Rebanadas gruesas de brioche empapadas en leche con canela y limón, fritas, caramelizadas y servidas con helado de vainilla.',
    },
    'Tarta de Queso Vasca': {
      description: 'Tarta de queso al estilo de San Sebastián: bien tostada por fuera, suave y cremosa por dentro.',
    },
  },

  drinkCategories: {
    'Signature Cocktails': { name: 'Cócteles de la casa' },
    Sangria: { name: 'Sangría' },
    'Wines by the Glass': { name: 'Vinos por copa' },
    'Wine Bottles': { name: 'Vinos por botella' },
    'Sherry & Port': { name: 'Jerez y Oporto' },
    'Beer & Cider': { name: 'Cervezas y sidra' },
    Coffee: { name: 'Cafés e infusiones' },
    'Soft Drinks': { name: 'Refrescos' },
  },

  drinks: {
    // Cócteles de la casa
    'Sherry Cobbler': {
      description: 'Jerez amontillado agitado con naranja, un poco de azúcar y frutos rojos frescos, servido sobre hielo picado.',
    },
    'Rosa de Sevilla': {
      description: 'Ginebra, naranja sanguina, vermut rojo y un aperitivo amargo, removido y servido en copa, sin hielo, con piel de naranja.',
    },
    'Paloma Andaluza': {
      description: 'Tequila blanco, pomelo rosa, lima y un chorrito de manzanilla, con soda, en vaso escarchado con sal.',
    },
    'Agua de Valencia': {
      description: 'La bebida de fiesta de Valencia: cava, zumo de naranja sanguina recién exprimido, ginebra y vodka, en vaso alto y muy frío.',
    },
    'Sol de Canarias': {
      description: 'Ron miel de Canarias, limón, piña y jengibre, alargado con soda y con una rodaja de limón deshidratado.',
    },
    'Brandy de Jerez Sour': {
      description: 'Brandy de Jerez solera, limón, una cucharada de Pedro Ximénez y una espuma sedosa de clara de huevo.',
    },
    'Carajillo 43': {
      description: 'Licor 43 y un espresso recién hecho, agitados con fuerza sobre hielo: cremoso, con final de vainilla y cítricos.',
    },
    'Jardín Sin Alcohol': {
      description: 'Sin alcohol: aperitivo amargo sin alcohol, pomelo rosa, romero y tónica, en copa de balón.',
    },

    // Sangría
    'Red Sangria (Glass)': {
      name: 'Sangría tinta (copa)',
      description: 'Nuestra sangría de la casa: tinto de garnacha, brandy, naranja, manzana y un toque de canela, macerada toda la noche.',
    },
    'Red Sangria (Pitcher)': {
      name: 'Sangría tinta (jarra)',
      description: 'La sangría tinta de la casa en jarra, para la mesa. Salen cuatro o cinco copas.',
    },
    'White Sangria (Glass)': {
      name: 'Sangría blanca (copa)',
      description: 'Verdejo con melocotón, manzana verde, flor de saúco y un chorrito de cava. Fresca y muy fácil de beber.',
    },
    'White Sangria (Pitcher)': {
      name: 'Sangría blanca (jarra)',
      description: 'La sangría blanca en jarra, para la mesa. Salen cuatro o cinco copas.',
    },

    // Vinos por copa
    'Mas Oliver Cava Brut Reserva': {
      description: 'Burbuja fina, manzana verde y almendra tostada: nuestra manera favorita de empezar la noche.',
    },
    'Adega do Mar Albariño': {
      description: 'Salino y vivo, con melocotón blanco y lima. Pensado para el marisco.',
    },
    'Campo Alto Verdejo': {
      description: 'Fresco y herbáceo, con notas de pomelo e hinojo.',
    },
    'Adega Serra Godello': {
      description: 'Blanco con textura de las laderas de pizarra de Galicia: pera, camomila y un final mineral.',
    },
    'Viña Lucía Rosado': {
      description: 'Rosado navarro de color salmón pálido, con fresa, sandía y un final seco.',
    },
    'Bodegas Muga Reserva': {
      description: 'Rioja clásico: cereza roja, vainilla y especias dulces de dos años en roble.',
    },
    'Pago del Cerro Tinto Fino': {
      description: 'Ciruela negra, cacao y tanino firme, de la meseta alta del Duero.',
    },
    'Las Pizarras Mencía': {
      description: 'Jugoso y floral, con frambuesa, violeta y un punto de grafito.',
    },
    'Sierra Alta Monastrell': {
      description: 'Mora muy madura y especias cálidas, de viñas viejas en vaso del sureste.',
    },

    // Vinos por botella
    'Mas Oliver Cava Rosé Brut': {
      description: 'Fresa, grosella y una burbuja cremosa. Buenísimo con jamón y croquetas.',
    },
    'Txomin Etxaniz Txakoli': {
      description: 'Blanco de la costa vasca con una aguja suave, manzana verde y brisa marina. Se escancia desde lo alto.',
    },
    'Do Ferreiro Albariño': {
      description: 'Albariño concentrado y mineral de cepas viejas: piel de cítricos, flores blancas y sal.',
    },
    'Adega Serra Godello Sobre Lías': {
      description: 'Criado sobre lías para ganar textura: pera madura, avellana y un final largo y salino.',
    },
    'Sierra Alta Monastrell Selección': {
      description: 'Generoso y maduro: cereza negra, regaliz y hierbas secas. Muy buena relación calidad-precio, y perfecto con el cordero.',
    },
    'Pago del Cerro Reserva': {
      description: 'Un Ribera pulido: mora, cedro y café, con muchos años de vida por delante.',
    },
    'Clos Terrassa Priorat': {
      description: 'Garnacha y cariñena de viñas viejas en terrazas de pizarra muy empinadas: fruta negra, regaliz y profundidad mineral.',
    },
    'La Rioja Alta Viña Ardanza Reserva': {
      description: 'Rioja elegante y tradicional, con fruta roja, cuero y un final sedoso de roble americano.',
    },
    'López de Heredia Viña Tondonia Reserva': {
      description: 'Una leyenda del Rioja de toda la vida, con seis años en barrica: cereza seca, tabaco y especias.',
    },

    // Jerez y Oporto
    'La Gitana Manzanilla': {
      description: 'Muy seca y salina, de las bodegas de Sanlúcar junto al mar. Perfecta con gildas y boquerones.',
    },
    'Tío Pepe Fino': {
      description: 'Seco, pálido y con notas de almendra; se sirve bien frío.',
    },
    'Lustau Los Arcos Amontillado': {
      description: 'Jerez seco de color ámbar, con avellana tostada, piel de naranja y un final largo y sabroso.',
    },
    'Lustau Don Nuño Oloroso': {
      description: 'Intenso pero seco: nuez, higo seco y toffee. Ideal con las tablas de quesos.',
    },
    'Lustau San Emilio Pedro Ximénez': {
      description: 'Oscuro, denso y goloso, con pasas, dátiles y melaza. Un postre en copa, o por encima del flan.',
    },
    'Sherry Flight': {
      name: 'Cata de jereces',
      description: 'Manzanilla, amontillado y Pedro Ximénez, 1 oz de cada uno para probarlos juntos, con almendras marcona saladas y manchego.',
    },
    "Graham's 10 Year Old Tawny Port": {
      name: "Oporto Graham's Tawny 10 años",
      description: 'Caramelo, piel de naranja y frutos secos tostados, tras diez años en barricas de roble.',
    },
    "Taylor's Late Bottled Vintage Port": {
      name: "Oporto Taylor's Late Bottled Vintage",
      description: 'Oporto rubí profundo, con grosella negra, ciruela y chocolate.',
    },

    // Cervezas y sidra
    'Estrella Damm': {
      description: 'La lager mediterránea de Barcelona, ligera y refrescante, elaborada con cebada, malta y arroz.',
    },
    'Estrella Galicia Especial': {
      description: 'Lager gallega con mucho sabor y un amargor suave.',
    },
    'Mahou Cinco Estrellas': {
      description: 'La lager dorada de siempre en Madrid, de barril.',
    },
    'Alhambra Reserva 1925': {
      description: 'Lager de Granada, maltosa y de color ámbar dorado, con notas de cereal tostado y caramelo.',
    },
    'Horn Pond IPA': {
      description: 'Nuestra cerveza local, de una pequeña cervecera del condado de Middlesex: cítrica, resinosa y turbia, de barril.',
    },
    'Trabanco Sidra Natural': {
      description: 'Sidra natural asturiana, sin gas, ácida y rústica, escanciada desde lo alto para despertarla.',
    },

    // Cafés e infusiones
    'Café Solo': {
      description: 'Un espresso corto e intenso.',
    },
    Cortado: {
      description: 'Café solo «cortado» con un poco de leche caliente.',
    },
    'Café con Leche': {
      description: 'Espresso con mucha leche caliente. Con bebida de avena si la pide.',
    },
    'Café Bombón': {
      description: 'Al estilo valenciano: espresso sobre una capa de leche condensada.',
    },
    'Té e Infusiones': {
      description: 'Té negro o verde, manzanilla o poleo menta, de hoja suelta.',
    },

    // Refrescos
    'Limonada de la Casa': {
      description: 'Limonada casera con hierbabuena fresca, con o sin gas.',
    },
    'Horchata de Chufa': {
      description: 'Horchata valenciana de chufa, bien fría, poco dulce y con un toque de canela.',
    },
    Mosto: {
      description: 'Zumo de uva blanca sin fermentar, bien frío, en copa de vino y con una rodaja de naranja.',
    },
    'Kas Naranja': {
      description: 'El refresco de naranja de toda la vida en España.',
    },
    'Mexican Coca-Cola': {
      name: 'Coca-Cola mexicana',
      description: 'Hecha con azúcar de caña, en botella de vidrio.',
    },
    'Vichy Catalan': {
      description: 'Agua mineral con gas natural, de Caldes de Malavella.',
    },
  },

  offers: {
    'Paella Nights': {
      title: 'Noches de paella',
      subtitle: 'Paella para dos, hecha al momento y con su socarrat crujiente, y una botella de nuestro tinto o blanco de la casa. Viernes y sábados por la noche.',
      alt: PAELLA_VALENCIANA,
      badge: 'Vie y sáb',
      ctaPrimaryLabel: 'Ver las paellas',
      ctaSecondaryLabel: 'Reservar mesa',
    },
    'The Sherry Flight': {
      title: 'La cata de jereces',
      subtitle: 'Manzanilla, amontillado y Pedro Ximénez para probarlos juntos, con almendras marcona saladas y manchego. Por tiempo limitado.',
      alt: TAVERN_WINDOW,
      badge: 'Por tiempo limitado',
      ctaPrimaryLabel: 'Ver las bebidas',
      ctaSecondaryLabel: 'Reservar',
    },
    'Tapas, Wine & Long Evenings': {
      title: 'Tapas, vino y sobremesas largas',
      subtitle: 'Platos para compartir, una buena carta de vinos españoles y una mesa junto a la ventana. Venga sin reserva o reserve con antelación.',
      alt: PENDANT_LAMPS,
      badge: 'No hace falta reservar',
    },
  },

  highlightTags: {
    'House favorite': 'Favorito de la casa',
    "Chef's pick": 'Recomendación del chef',
    'Guest favorite': 'Favorito de los clientes',
    Seasonal: 'De temporada',
    'For two': 'Para dos',
    'Gluten-free': 'Sin gluten',
    New: 'Novedad',
    "Chef's special": 'Especial del chef',
    'Fresh today': 'Del día',
    'Today only': 'Solo hoy',
    'Baked this morning': 'Horneada esta mañana',
  },

  specialDateNotes: {
    'Flamenco night': 'Noche flamenca',
    'Private event': 'Evento privado',
  },

  settings: { ...siteTranslations.es!, policies: siteTranslations.es!.policies! } as DemoSpanish['settings'],

  gallery: {
    'Seafood paella seen from above: saffron rice topped with mussels, strips of red and yellow pepper, green olives and parsley': {
      alt: 'Paella de marisco vista desde arriba: arroz al azafrán con mejillones, tiras de pimiento rojo y amarillo, aceitunas verdes y perejil',
    },
    'A stemmed glass of red sangria with a straw on a wooden table in a tapas bar': {
      alt: 'Una copa de sangría tinta con pajita sobre una mesa de madera en un bar de tapas',
    },
    'Gambas al ajillo: shrimp cooked in garlic and olive oil, sprinkled with chopped parsley, in a terracotta dish': {
      alt: 'Gambas al ajillo: gambas hechas en aceite de oliva con ajo y espolvoreadas con perejil picado, en una cazuela de barro',
    },
    'A dim, cosy tavern room with whitewashed stone walls and tables set with wine glasses, lit by a small window': {
      alt: TAVERN_WINDOW,
    },
    'A thick, golden Spanish potato omelette (tortilla española) on a plate, with a large wedge lifted out': {
      alt: 'Una tortilla de patatas gruesa y dorada en un plato, con una buena porción levantada',
    },
    'A plate heaped with cubes of firm, pale yellow cheese on a dark table': {
      alt: 'Un plato colmado de tacos de queso curado, de color amarillo pálido, sobre una mesa oscura',
    },
    'A glass of red wine and a small moose-shaped glass of mulled wine on a blue tablecloth': {
      alt: 'Una copa de vino tinto y un vasito con forma de alce lleno de vino caliente, sobre un mantel azul',
    },
    'Tarta de Santiago, a Galician almond cake dusted with icing sugar around the cross of Saint James, with a slice cut, on a slate board with almonds': {
      alt: 'Tarta de Santiago, la tarta gallega de almendra, con azúcar glas alrededor de la cruz de Santiago y una porción cortada, sobre una pizarra con almendras',
    },
    'A bowl of steamed mussels in their shells, sprinkled with parsley and served with a wedge of lemon': {
      alt: 'Un cuenco de mejillones al vapor en su concha, con perejil por encima y un gajo de limón',
    },
    'A red cocktail in a coupe glass with a twist of orange peel, on a napkin on a warmly lit bar': {
      alt: 'Un cóctel rojo en copa coupé con una piel de naranja retorcida, sobre una servilleta en una barra con luz cálida',
    },
    'Dark restaurant tables laid with paper menus and small potted plants, with the bar and wine fridges behind': {
      alt: 'Mesas oscuras de restaurante con cartas de papel y plantitas en maceta, con la barra y las vinotecas al fondo',
    },
    'Golden halloumi fries sprinkled with sesame seeds on a wooden board, with a small bowl of yoghurt dip': {
      alt: 'Bastones dorados de halloumi frito con semillas de sésamo sobre una tabla de madera, con un cuenquito de salsa de yogur',
    },
    'A custard with a crisp caramelised sugar top, like crema catalana, garnished with a raspberry and mint in a white ramekin': {
      alt: 'Una crema con costra de azúcar caramelizado, como una crema catalana, con una frambuesa y menta, en un cuenco blanco',
    },
    'Paella valenciana in a wide two-handled pan: golden saffron rice with flat green beans and pieces of chicken': {
      alt: PAELLA_VALENCIANA,
    },
    'A sherry cobbler over crushed ice with an orange slice and a metal straw, on a bar counter': {
      alt: 'Un sherry cobbler sobre hielo picado con una rodaja de naranja y una pajita metálica, en la barra',
    },
    'Golden gougères, small baked cheese puffs, in an oval silver dish on a white tablecloth': {
      alt: 'Gougères dorados, pequeños buñuelos de queso horneados, en una fuente ovalada de plata sobre un mantel blanco',
    },
    'A dark wooden table under brass pendant lamps beside a large window onto the street': {
      alt: PENDANT_LAMPS,
    },
    'Three baked toasts topped with tomato slices, black olives and melted cheese on a white plate': {
      alt: 'Tres tostas al horno con rodajas de tomate, aceitunas negras y queso fundido, en un plato blanco',
    },
    'A vanilla flan in a pool of dark caramel, topped with walnuts and a mint leaf, on a small striped plate': {
      alt: 'Un flan de vainilla en un baño de caramelo oscuro, con nueces y una hoja de menta, en un platito de rayas',
    },
    'A tall yellow cocktail over ice with a dried lemon wheel and a metal straw, next to a coupe cocktail on a wooden bar': {
      alt: 'Un cóctel amarillo en vaso alto con hielo, una rodaja de limón deshidratado y una pajita metálica, junto a un cóctel en copa coupé, sobre una barra de madera',
    },
    'Pan-fried potatoes with onion, diced red pepper and scrambled egg on a white plate': {
      alt: 'Patatas a la sartén con cebolla, pimiento rojo en dados y huevo revuelto, en un plato blanco',
    },
    'A long, bright dining hall with high bar stools along one side and small round café tables and chairs': {
      alt: 'Un comedor alargado y luminoso, con taburetes altos a un lado y mesitas redondas de café con sus sillas',
    },
    'A platter piled with torrijas, slices of bread soaked in milk and fried until golden brown': {
      alt: 'Una fuente llena de torrijas, rebanadas de pan empapadas en leche y fritas hasta quedar doradas',
    },
    'A salt-rimmed paloma with a lime wheel beside a red sangrita garnished with orange, on a steel bar counter': {
      alt: 'Una paloma con borde de sal y una rodaja de lima junto a una sangrita roja adornada con naranja, sobre una barra de acero',
    },
    'Two fruity red-and-orange cocktails with straws in tall stemmed glasses on a dark wooden table': {
      alt: 'Dos cócteles afrutados, rojos y naranjas, con pajitas, en copas altas sobre una mesa de madera oscura',
    },
  },
} satisfies DemoSpanish;

/** The bundled photos' Spanish as their translations, by their English alt text (what seedGallery takes). */
export const DEMO_GALLERY_TRANSLATIONS: Readonly<Record<string, Translations>> = Object.fromEntries(
  Object.entries(DEMO_SPANISH.gallery).map(([alt, texts]) => [alt, { es: texts }]),
);
