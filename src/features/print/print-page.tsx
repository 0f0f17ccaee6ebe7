// A printed menu or drinks list as one self-contained HTML page (GET /menu/print, /drinks/print), rendered to static
// markup by the site's server renderer (entry-server.tsx): no script, no photos, no navigation; on screen a sheet
// with a way back and a note on printing, on paper only the sheet. The marks (dietary tags, halal, heat, allergens)
// are the menu cards' own components; the page's stylesheet (server/features/print/print-page-style.ts) styles them.
// Every fixed word is in the sheet's language (its catalog, loaded before rendering); names, descriptions and
// categories are the content as the server read it.
import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PrintRequest } from '../../../server/ssr/render-contract';
import { DEFAULT_LANG } from '../../../shared/config/languages';
import { pageTitle } from '../../../shared/rules/page-title';
import type { PrintItem, PrintSection, PrintSheet } from '../../../shared/rules/print-sheet';
import { MAX_SPICY_LEVEL } from '../../../shared/schemas/menu';
import { AllergenKeyEntries, DietKeyEntries, HeatKeyEntries } from '../../components/dietary-key';
import { AllergensLine, ItemMarks } from '../../components/dietary-marks';
import { dietaryWords, type DietaryWords } from '../../components/dietary-words';
import { loadCatalog } from '../../i18n/catalogs';
import { translator } from '../../i18n/translate';

/** A drink's origin and serving ("Rioja · Tempranillo · 2019 · 5 oz"), then its strength in the sheet's words ("13.5% ABV"). */
function detailsLine(item: PrintItem, words: DietaryWords): string | null {
  const parts = [item.details, item.abv === null ? null : words.t('print.abv', { abv: item.abv })].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

function Item({ item, words }: { item: PrintItem; words: DietaryWords }) {
  const details = detailsLine(item, words);
  const marked = item.dietaryTags.length > 0 || item.spicyLevel > 0;
  return (
    <div className="item">
      <div className="item__head">
        <div className="item__title">
          <h3 className="item__name">{item.name}</h3>
          {marked ? (
            <span className="item__marks">
              <ItemMarks tags={item.dietaryTags} spicyLevel={item.spicyLevel} words={words} />
            </span>
          ) : null}
        </div>
        <span className="item__leader" aria-hidden="true" />
        <p className="item__price">
          <span className="visually-hidden">{`${words.t('catalog.price')} `}</span>
          {item.price}
        </p>
      </div>
      {details ? <p className="item__details">{details}</p> : null}
      {item.description ? <p className="item__desc">{item.description}</p> : null}
      <AllergensLine allergens={item.allergens} words={words} />
    </div>
  );
}

/** The heading travels with the first item, so a column or page never ends on a lone heading. */
function Section({ section, words }: { section: PrintSection; words: DietaryWords }) {
  const id = `section-${section.slug}`;
  const [first, ...rest] = section.items;
  return (
    <section className="section" aria-labelledby={id}>
      <div className="section__start">
        <h2 className="section__title" id={id}>
          {section.name}
        </h2>
        {first ? <Item item={first} words={words} /> : null}
      </div>
      {rest.map((item, index) => (
        <Item key={index} item={item} words={words} />
      ))}
    </section>
  );
}

function Key({ sheet, words }: { sheet: PrintSheet; words: DietaryWords }) {
  const { t } = words;
  const { dietaryTags, heat, allergens } = sheet.key;
  if (dietaryTags.length === 0 && !heat && allergens.length === 0) return null;
  const levels = heat ? Array.from({ length: MAX_SPICY_LEVEL }, (_, index) => index + 1) : [];
  return (
    <section className="key" aria-labelledby="key-title">
      <h2 className="key__title" id="key-title">
        {t('legend.title')}
      </h2>
      <div className="key__grid">
        {dietaryTags.length + levels.length > 0 ? (
          <div className="key__group">
            <h3 className="key__heading">{t('print.marks')}</h3>
            <dl className="key__list">
              <DietKeyEntries tags={dietaryTags} words={words} className="key__entry" />
              <HeatKeyEntries levels={levels} words={words} className="key__entry" />
            </dl>
          </div>
        ) : null}
        {allergens.length > 0 ? (
          <div className="key__group key__group--allergens">
            <h3 className="key__heading">{t('legend.allergens')}</h3>
            <p className="key__intro">{t('print.allergensIntro')}</p>
            <dl className="key__list key__list--allergens">
              <AllergenKeyEntries allergens={allergens} words={words} className="key__entry" />
            </dl>
          </div>
        ) : null}
      </div>
      <p className="key__note">{t('allergy.caution')}</p>
    </section>
  );
}

function Visit({ sheet, qr, bar, words }: { sheet: PrintSheet; qr: PrintRequest['qr']; bar: PrintRequest['bar']; words: DietaryWords }) {
  const { t } = words;
  const { street, locality, region, postalCode } = bar.address;
  // Without the scheme, as people write it; a long address may break after a slash, never mid-word.
  const shown = qr.address.replace(/^https?:\/\//, '').split('/');
  return (
    <footer className="visit">
      <div className="visit__block">
        <h2 className="visit__title">{t('print.findUs')}</h2>
        <address className="visit__address">
          {street}
          <br />
          {`${locality}, ${region} ${postalCode}`}
          <br />
          {bar.phone}
          <br />
          {bar.email}
        </address>
      </div>
      <div className="visit__block">
        <h2 className="visit__title">{t('print.hours')}</h2>
        <dl className="hours">
          {sheet.hours.map((row) => (
            <div className="hours__row" key={row.label}>
              <dt>{row.label}</dt>
              {/* A day with lunch and dinner: one period a line, never broken inside a range. */}
              <dd>
                {row.times.split(', ').map((period) => (
                  <span className="hours__period" key={period}>
                    {period}
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <figure className="visit__qr">
        {/* The server's own SVG (the qrcode package), markup rather than text. */}
        <div className="visit__code" aria-hidden="true" dangerouslySetInnerHTML={{ __html: qr.svg }} />
        <figcaption>
          {t(sheet.kind === 'menu' ? 'print.scanMenu' : 'print.scanDrinks')}
          <span className="visit__url">
            {shown.map((part, index) => (
              <Fragment key={index}>
                {index > 0 ? (
                  <>
                    /<wbr />
                  </>
                ) : null}
                {part}
              </Fragment>
            ))}
          </span>
        </figcaption>
      </figure>
    </footer>
  );
}

interface PrintPageProps extends PrintRequest {
  /** The words of the sheet's language (its catalog, loaded). */
  words: DietaryWords;
}

export function PrintPage({ sheet, lang = DEFAULT_LANG, stylesheet, fontFiles, qr, bar, words }: PrintPageProps) {
  const { t } = words;
  const title = t(`${sheet.kind}.title`);
  const { street, locality, region, postalCode } = bar.address;
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{pageTitle(t('print.pageTitle', { list: title }), bar.name)}</title>
        <meta name="description" content={t('print.metaDescription', { name: bar.name, list: title.toLowerCase() })} />
        <link rel="canonical" href={qr.address} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {fontFiles.map((file) => (
          <link key={file} rel="preload" href={file} as="font" type="font/woff2" crossOrigin="" />
        ))}
        {/* Allowed by its hash in the answer's CSP: written as given, so the hash matches. */}
        <style dangerouslySetInnerHTML={{ __html: stylesheet }} />
      </head>
      <body>
        <header className="screen-bar">
          <a className="screen-bar__back" href={sheet.pagePath}>
            <span aria-hidden="true">←</span> {t(sheet.kind === 'menu' ? 'print.backToMenu' : 'print.backToDrinks')}
          </a>
          <p className="screen-bar__hint">{t('print.howTo')}</p>
        </header>
        <main className="sheet">
          <header className="masthead">
            <h1 className="masthead__title">
              <span className="masthead__brand">{bar.name}</span> <span className="masthead__kind">{title}</span>
            </h1>
            <p className="masthead__tagline">{bar.tagline}</p>
            <p className="masthead__contact">
              {`${street}, ${locality}, ${region} ${postalCode}`} <span aria-hidden="true">·</span> {bar.phone}
            </p>
          </header>
          {sheet.sections.length > 0 ? (
            <div className="sections">
              {sheet.sections.map((section) => (
                <Section key={section.slug} section={section} words={words} />
              ))}
            </div>
          ) : (
            <p className="empty">{t(sheet.kind === 'menu' ? 'print.emptyMenu' : 'print.emptyDrinks')}</p>
          )}
          <Key sheet={sheet} words={words} />
          <Visit sheet={sheet} qr={qr} bar={bar} words={words} />
        </main>
      </body>
    </html>
  );
}

/** The page as the server sends it, in the sheet's language. React writes the document itself; the doctype is ours. */
export async function renderPrintPage(request: PrintRequest): Promise<string> {
  const words = dietaryWords(translator(await loadCatalog(request.lang ?? DEFAULT_LANG)));
  return `<!doctype html>\n${renderToStaticMarkup(<PrintPage {...request} words={words} />)}\n`;
}
