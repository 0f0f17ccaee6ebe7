// The docs page's stylesheet, inline in the page and allowed by its hash in that answer's CSP (docs.rest.ts).
// The site's colours and type (src/styles/tokens.css); the self-hosted web fonts belong to the built client, so
// the page falls back to the same families' system stand-ins.
export const DOCS_PAGE_CSS = `
:root {
  --night: #1b1412; --wine: #6e1f2a; --terracotta: #963f21; --olive: #5c6b34; --olive-soft: #e6e8d5;
  --cream: #f7f0e3; --cream-2: #efe4d0; --paper: #fffaf1; --ink: #2a1f1b; --muted: #5e4f47; --line: #dccdb5;
  --focus: #e0a43a; --danger: #a32121;
  --display: 'Fraunces Variable', Georgia, 'Times New Roman', serif;
  --body: 'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  --mono: ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace;
  color-scheme: light;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
@media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth; } }
body { margin: 0; background: var(--cream); color: var(--ink); font: 1rem/1.6 var(--body); overflow-wrap: break-word; }
h1, h2, h3, h4 { font-family: var(--display); font-weight: 600; line-height: 1.15; margin: 0; color: var(--wine); }
p, ul { margin: 0; }
a { color: var(--wine); text-underline-offset: 0.15em; }
a:hover { color: var(--terracotta); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; box-shadow: 0 0 0 5px var(--night); border-radius: 4px; }
code, pre { font-family: var(--mono); font-size: 0.875rem; }
code { background: var(--cream-2); border-radius: 4px; padding: 0 4px; }
pre { margin: 0; padding: 12px 16px; background: var(--night); color: var(--cream); border-radius: 12px;
  white-space: pre-wrap; overflow-wrap: anywhere; line-height: 1.5; }
pre code { background: none; padding: 0; color: inherit; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.skip { position: absolute; left: 16px; top: -48px; padding: 8px 16px; background: var(--paper); color: var(--wine); border-radius: 6px; z-index: 1; }
.skip:focus { top: 16px; }
.masthead { background: var(--night); color: var(--cream); padding: 40px 24px 32px; }
.masthead-inner { max-width: 76rem; margin-inline: auto; }
.masthead .brand { font-family: var(--display); font-size: 1.125rem; letter-spacing: 0.04em; color: #e9c58a; }
.masthead h1 { color: var(--cream); font-size: clamp(2rem, 1.4rem + 2.4vw, 3rem); margin-top: 4px; }
.masthead .lede { margin-top: 12px; max-width: 44rem; color: #eadfce; }
.masthead .links { margin-top: 16px; display: flex; flex-wrap: wrap; gap: 8px 24px; }
.masthead a { color: #f3d9a4; }
.masthead a:hover { color: var(--cream); }
.version { font-family: var(--body); font-size: 0.875rem; font-weight: 600; vertical-align: middle; padding: 2px 10px;
  border: 1px solid #8d7a6c; border-radius: 999px; color: #eadfce; }
.layout { max-width: 76rem; margin: 0 auto; padding: 32px 24px 64px; display: grid; gap: 32px; }
.layout > * { min-width: 0; }
@media (min-width: 64rem) {
  .layout { grid-template-columns: 17rem minmax(0, 1fr); align-items: start; }
  .toc { position: sticky; top: 16px; max-height: calc(100vh - 32px); overflow-y: auto; }
  td.name { width: 14rem; }
}
.toc { font-size: 0.875rem; background: var(--paper); border: 1px solid var(--line); border-radius: 12px; padding: 16px; }
.toc h2 { font-size: 1.125rem; margin-bottom: 8px; }
.toc ul { list-style: none; padding: 0; }
.toc > ul > li + li { margin-top: 12px; }
.toc a { display: inline-flex; align-items: center; min-height: 28px; }
.toc > ul > li > a { font-weight: 600; }
.toc li li a { display: flex; gap: 8px; padding: 2px 0; color: var(--ink); text-decoration: none; }
.toc li li a:hover { color: var(--wine); text-decoration: underline; }
.toc .method { min-width: 3.9rem; text-align: center; flex: none; }
.toc li li a span + span { min-width: 0; }
main > section + section { margin-top: 48px; }
main h2 { font-size: 1.75rem; padding-bottom: 8px; border-bottom: 2px solid var(--line); }
.tag-intro { margin-top: 8px; color: var(--muted); }
.prose { white-space: pre-line; }
.op, .schema { margin-top: 24px; background: var(--paper); border: 1px solid var(--line); border-radius: 12px; padding: 20px 24px; }
.op > * + *, .schema > * + * { margin-top: 12px; }
.op h3, .schema h3 { font-size: 1.375rem; }
.endpoint { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.endpoint code { font-size: 0.95rem; background: none; padding: 0; font-weight: 600; }
.method { display: inline-block; font: 700 0.75rem/1.6 var(--mono); letter-spacing: 0.04em; color: #fff; padding: 1px 8px; border-radius: 6px; }
.method--get { background: var(--olive); }
.method--post { background: var(--terracotta); }
.method--put { background: var(--wine); }
.method--patch { background: #6b4e0e; }
.method--delete { background: var(--danger); }
.auth { font-size: 0.8125rem; font-weight: 600; padding: 1px 10px; border-radius: 999px; border: 1px solid var(--line); color: var(--muted); }
.auth--staff { background: var(--olive-soft); border-color: #b9bf9a; color: #3b4521; }
.op h4 { font-size: 1.0625rem; margin-top: 20px; color: var(--ink); }
.note { color: var(--muted); font-size: 0.9375rem; }
table { width: 100%; border-collapse: collapse; font-size: 0.9375rem; }
th, td { text-align: left; vertical-align: top; padding: 8px 12px 8px 0; border-bottom: 1px solid var(--line); }
th { font-size: 0.8125rem; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); }
td:first-child { white-space: nowrap; }
td.name code { font-weight: 600; }
.required { color: var(--terracotta); font-size: 0.8125rem; font-weight: 600; }
.type { font-family: var(--mono); font-size: 0.8125rem; }
.type a { font-weight: 600; }
.meaning { margin-top: 4px; }
.in { font-size: 0.8125rem; color: var(--muted); }
.example-label { font-size: 0.875rem; font-weight: 600; color: var(--muted); margin-top: 12px; }
@media (max-width: 40rem) {
  .layout { padding-inline: 16px; }
  .op, .schema { padding: 16px; }
  table { font-size: 0.875rem; }
  th, td, :not(pre) > code { white-space: normal; overflow-wrap: anywhere; }
  td.name { min-width: 9rem; }
  th, td { padding-right: 8px; }
  /* The tags are enough to find one's way on a phone; each tag's section lists its operations. */
  .toc li li { display: none; }
}
footer { border-top: 1px solid var(--line); padding: 24px; text-align: center; color: var(--muted); font-size: 0.875rem; }
`;
