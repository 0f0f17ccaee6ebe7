// A lint rule for the public pages' words (issue 23): every text a guest reads comes from the message catalogs
// (shared/i18n/messages/), never a sentence written in a component. It reports, in JSX:
//   - text between tags with a word in it ("Book a table", not "©" or " · ");
//   - a string with a word in it given to an attribute a guest reads or hears: aria-label, title, placeholder, alt,
//     aria-description, aria-valuetext, label (a template literal too, by its fixed parts);
//   - a string with a word in it as a child expression, also inside a condition (`{open ? 'Open' : 'Closed'}`).
// Files not translated yet would be listed in scripts/lint/untranslated-files.js (empty: every public file is translated).
const WORD = /\p{L}{2,}/u;
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-valuetext', 'label']);

const hasWord = (text) => typeof text === 'string' && WORD.test(text);

/** The strings a child expression can render: itself, or the branches of a condition or a fallback. */
function renderedStrings(node) {
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [node] : [];
    case 'TemplateLiteral':
      return node.quasis.some((quasi) => hasWord(quasi.value.cooked)) ? [node] : [];
    case 'ConditionalExpression':
      return [...renderedStrings(node.consequent), ...renderedStrings(node.alternate)];
    case 'LogicalExpression':
      return renderedStrings(node.right);
    default:
      return [];
  }
}

const textOf = (node) => (node.type === 'TemplateLiteral' ? node.quasis.map((quasi) => quasi.value.cooked).join('…') : String(node.value));

export const noHardcodedText = {
  meta: {
    type: 'problem',
    docs: { description: 'Components take the words people read from the message catalogs (the pages\' and the admin\'s).' },
    schema: [],
    messages: {
      text: 'A hard-coded text in a component ("{{text}}"): take it from the catalogs (pages: useT(), shared/i18n/messages/; the admin: useAdminT(), shared/i18n/admin/).',
    },
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasWord(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !READ_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        for (const literal of renderedStrings(value)) if (hasWord(textOf(literal))) report(literal, textOf(literal));
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXAttribute') return;
        for (const literal of renderedStrings(node.expression)) if (hasWord(textOf(literal))) report(literal, textOf(literal));
      },
    };
  },
};

export default { rules: { 'no-hardcoded-text': noHardcodedText } };
