import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

let renderCount = 0;

/**
 * A mermaid diagram drawn from its code. Mermaid is loaded on first use only (it is large) and
 * runs with securityLevel 'strict', so a diagram cannot carry script or clickable links.
 */
export function MermaidPreview({ code, id }: { code: string; id: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    import('mermaid')
      .then(async ({ default: mermaid }) => {
        mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
        const { svg } = await mermaid.render(`sdoc-mermaid-${++renderCount}`, code);
        if (cancelled || !box.current) return;
        box.current.innerHTML = svg;
        setProblem(null);
      })
      .catch((error: unknown) => {
        if (!cancelled) setProblem(error instanceof Error ? error.message : String(error));
      });
    return () => {
      cancelled = true;
    };
  }, [code]);

  return (
    <div className="flex flex-col items-center" data-testid={`mermaid-${id}`}>
      <div ref={box} className="max-w-full overflow-x-auto" data-testid={`mermaid-svg-${id}`} />
      {problem && (
        <p className="text-xs text-red-700" role="alert">
          {t('sdocEditor.canvas.mermaidError', { message: problem.split('\n')[0] })}
        </p>
      )}
    </div>
  );
}
