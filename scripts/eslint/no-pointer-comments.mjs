// A comment states the rule and why, or points to a section of docs/. It never points at an issue
// number or a section of a spec: a reader of the repository has neither (docs/contributing.md,
// "No pointers the reader does not have"). The one pattern for that rule: scripts/check-doc-pointers.mjs
// applies it to the docs.
export const POINTER = /\b(issues?|tickets?)\s*#?\d+|\bspec(ification)?\s*(§|sections?\s*\d)|§\s*\d/i;

/** @type {import('eslint').Rule.RuleModule} */
export const noPointerComments = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments do not point at issue numbers or spec sections' },
    schema: [],
    messages: {
      pointer:
        'This comment points at "{{found}}", which a reader of the repository does not have: state the rule itself, or point to a section of docs/.',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const found = POINTER.exec(comment.value);
          if (found) context.report({ loc: comment.loc, messageId: 'pointer', data: { found: found[0] } });
        }
      },
    };
  },
};
