// A printed menu or drinks list as one self-contained HTML page (GET /menu/print, /drinks/print), rendered to static
// markup by the site's server renderer (entry-server.tsx): no script, no photos, no navigation; on screen a sheet
// with a way back and a note on printing, on paper only the sheet. The marks (dietary tags, halal, heat, allergens)
// are the menu cards' own components; the page's stylesheet (server/features/print/print-page-style.ts) styles them.
import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PrintRequest } from '../../../server/ssr/render-contract';
import { site } from '../../../shared/config/site';
import { ALLERGEN_LABELS, allergenLabel, dietaryLabel } from '../../../shared/rules/dietary';
import { pageTitle } from '../../../shared/rules/page-title';
import type { PrintItem, PrintSection, PrintSheet } from '../../../shared/rules/print-sheet';
import { MAX_SPICY_LEVEL } from '../../../shared/schemas/menu';
import { AllergensLine, DietTag, HalalBadge, ItemMarks, SPICY_WORDS, SpicyMeter } from '../../components/dietary-marks';

function Item({ item }: { item: PrintItem }) {
  const marked = item.dietaryTags.length > 0 || item.spicyLevel > 0;
  return (
    <div className="item">
      <div className="item__head">
        <div className="item__title">
          <h3 className="item__name">{item.name}</h3>
          {marked ? (
            <span className="item__marks">
              <ItemMarks tags={item.dietaryTags} spicyLevel={item.spicyLevel} />
            </span>
          ) : null}
        </div>
        <span className="item__leader" aria-hidden="true" />
        <p className="item__price">
          <span className="visually-hidden">Price: </span>
          {item.price}
        </p>
      </div>
      {item.details ? <p className="item__details">{item.details}</p> : null}
      {item.description ? <p className="item__desc">{item.description}</p> : null}
      <AllergensLine allergens={item.allergens} />
    </div>
  );
}

/** The heading travels with the first item, so a column or page never ends on a lone heading. */
function Section({ section }: { section: PrintSection }) {
  const id = `section-${section.slug}`;
  const [first, ...rest] = section.items;
  return (
    <section className="section" aria-labelledby={id}>
      <div className="section__start">
        <h2 className="section__title" id={id}>
          {section.name}
        </h2>
        {first ? <Item item={first} /> : null}
      </div>
      {rest.map((item, index) => (
        <Item key={index} item={item} />
      ))}
    </section>
  );
}

function Key({ sheet }: { sheet: PrintSheet }) {
  const { dietaryTags, heat, allergens } = sheet.key;
  if (dietaryTags.length === 0 && !heat && allergens.length === 0) return null;
  const levels = heat ? Array.from({ length: MAX_SPICY_LEVEL }, (_, index) => index + 1) : [];
  return (
    <section className="key" aria-labelledby="key-title">
      <h2 className="key__title" id="key-title">
        Allergy &amp; dietary key
      </h2>
      <div className="key__grid">
        {dietaryTags.length + levels.length > 0 ? (
          <div className="key__group">
            <h3 className="key__heading">Marks</h3>
            <dl className="key__list">
              {dietaryTags.map((tag) => (
                <div className="key__entry" key={tag}>
                  <dt>{tag === 'halal' ? <HalalBadge /> : <DietTag tag={tag} />}</dt>
                  <dd>
                    <strong>{dietaryLabel(tag).label}</strong> {dietaryLabel(tag).description}
                  </dd>
                </div>
              ))}
              {levels.map((level) => (
                <div className="key__entry" key={level}>
                  <dt>
                    <SpicyMeter level={level} />
                  </dt>
                  <dd>
                    <strong>{SPICY_WORDS[level]}</strong>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        {allergens.length > 0 ? (
          <div className="key__group key__group--allergens">
            <h3 className="key__heading">Allergens</h3>
            <p className="key__intro">Each item lists what it contains.</p>
            <dl className="key__list key__list--allergens">
              {allergens.map((tag) => (
                <div className="key__entry" key={tag}>
                  <dt>{allergenLabel(tag)}</dt>
                  <dd>{ALLERGEN_LABELS[tag]?.description ?? ''}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
      <p className="key__note">{site.allergyCaution}</p>
    </section>
  );
}

function Visit({ sheet, qr, bar }: { sheet: PrintSheet; qr: PrintRequest['qr']; bar: PrintRequest['bar'] }) {
  const { street, locality, region, postalCode } = bar.address;
  // Without the scheme, as people write it; a long address may break after a slash, never mid-word.
  const shown = qr.address.replace(/^https?:\/\//, '').split('/');
  return (
    <footer className="visit">
      <div className="visit__block">
        <h2 className="visit__title">Find us</h2>
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
        <h2 className="visit__title">Hours</h2>
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
          Scan for this {sheet.kind === 'menu' ? 'menu' : 'list'} online
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

export function PrintPage({ sheet, lang = 'en', stylesheet, fontFiles, qr, bar }: PrintRequest) {
  const listName = sheet.kind === 'menu' ? 'the menu' : 'the drinks';
  const { street, locality, region, postalCode } = bar.address;
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{pageTitle(`${sheet.title} to print`, bar.name)}</title>
        <meta name="description" content={`${bar.name}: ${sheet.title.toLowerCase()}, ready to print.`} />
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
            <span aria-hidden="true">←</span> Back to {listName}
          </a>
          <p className="screen-bar__hint">To print, use your browser’s Print command (Ctrl+P, or ⌘P on a Mac). The page fits A4 and US Letter.</p>
        </header>
        <main className="sheet">
          <header className="masthead">
            <h1 className="masthead__title">
              <span className="masthead__brand">{bar.name}</span> <span className="masthead__kind">{sheet.title}</span>
            </h1>
            <p className="masthead__tagline">{bar.tagline}</p>
            <p className="masthead__contact">
              {`${street}, ${locality}, ${region} ${postalCode}`} <span aria-hidden="true">·</span> {bar.phone}
            </p>
          </header>
          {sheet.sections.length > 0 ? (
            <div className="sections">
              {sheet.sections.map((section) => (
                <Section key={section.slug} section={section} />
              ))}
            </div>
          ) : (
            <p className="empty">Nothing on {listName} right now: please ask your server.</p>
          )}
          <Key sheet={sheet} />
          <Visit sheet={sheet} qr={qr} bar={bar} />
        </main>
      </body>
    </html>
  );
}

/** The page as the server sends it. React writes the document itself; the doctype is ours. */
export function renderPrintPage(request: PrintRequest): string {
  return `<!doctype html>\n${renderToStaticMarkup(<PrintPage {...request} />)}\n`;
}
