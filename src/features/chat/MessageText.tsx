import { Fragment, createElement, type ReactNode } from 'react';
import { parseMessageMarkup, type MarkupNode } from './messageMarkup';

function render(nodes: MarkupNode[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={i}>{node.text}</Fragment>;
      case 'br':
        return <br key={i} />;
      case 'mention':
        return (
          <span key={i} className={node.mine ? 'rounded bg-amber-200 px-0.5 font-semibold text-amber-900' : 'font-medium text-primary'} data-mention={node.mine ? 'me' : 'other'}>
            {node.text}
          </span>
        );
      case 'tag':
        return createElement(node.tag, { key: i, className: node.tag === 'code' ? 'rounded bg-slate-100 px-1 font-mono text-[0.9em]' : undefined }, render(node.children));
    }
  });
}

/** A stored message as React elements (never as HTML), mentions marked. */
export function MessageText({ text, myLogin }: { text: string; myLogin: string | null }) {
  return <>{render(parseMessageMarkup(text, myLogin))}</>;
}
