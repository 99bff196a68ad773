import path from 'node:path';
import type { types as BabelTypes, PluginObj } from '@babel/core';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';

/**
 * English is the source language: the macro keeps each message's English text beside its id, and
 * this plugin compiles that text into Lingui's ready form at build time. The runtime then formats
 * English without a catalogue and without an ICU parser, so English pages weigh what they did
 * (design §19: "English budgets unchanged"); a catalogue (Hindi, pseudo) replaces the text by id.
 */
function precompileSourceMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  return {
    name: 'ih-precompile-source-messages',
    visitor: {
      Program: {
        exit(program) {
          const compile = (text: string) => {
            const compiled = compileMessage(text);
            // Always an array: a bare string would make the runtime warn that it is uncompiled.
            return t.valueToNode(typeof compiled === 'string' ? [compiled] : compiled);
          };
          program.traverse({
            // <Trans id="…" message="…" /> as the macro writes it.
            JSXAttribute(path) {
              const { name, value } = path.node;
              if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value)) return;
              const opening = path.parentPath.node;
              const hasId =
                t.isJSXOpeningElement(opening) &&
                opening.attributes.some(
                  (a) => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: 'id' }),
                );
              if (hasId) path.node.value = t.jsxExpressionContainer(compile(value.value));
            },
            // i18n._({ id, message }) as the macro writes t`…` and msg`…`.
            ObjectExpression(path) {
              const props = path.node.properties;
              const has = (name: string) =>
                props.some((p) => t.isObjectProperty(p) && t.isIdentifier(p.key, { name }));
              if (!has('id')) return;
              for (const p of props) {
                if (!t.isObjectProperty(p) || !t.isIdentifier(p.key, { name: 'message' })) continue;
                if (!t.isStringLiteral(p.value)) continue;
                p.value = compile(p.value.value);
              }
            },
          });
        },
      },
    },
  };
}

/** The macro (extract ids, keep the English text), the precompiler, and .po imports as modules. */
export function linguiPlugins(): PluginOption[] {
  // Found by path, so builds and tests started from the repository's root find it too.
  const configPath = path.resolve(import.meta.dirname, '../lingui.config.ts');
  const linguiConfig = getConfig({ configPath });
  return [
    babel({
      include: [/\/src\/.*\.[jt]sx?$/],
      plugins: [
        ['@lingui/babel-plugin-lingui-macro', { stripMessageField: false, linguiConfig }],
        precompileSourceMessages,
      ],
      sourceMap: true,
    }),
    lingui({ configPath }),
  ];
}
