/**
 * The build's entries and its chunk graph, as the build plugins read it (build/bundle-report.ts,
 * build/route-shells.ts): the app (index.html → src/main.tsx) and the prerendered landing page's
 * own small entry (src/landing.ts), both inputs of vite.config.ts.
 */
import type { Rollup } from 'vite';

/** Build inputs: input name → module (vite.config.ts build.rolldownOptions.input). */
export const BUILD_INPUTS = { index: 'index.html', landing: 'src/landing.ts' } as const;

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const chunksOf = (bundle: OutputBundle): OutputChunk[] =>
  Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

/** The entry chunk of an input; throws when the build has none (the input was removed). */
export function entryChunk(bundle: OutputBundle, input: keyof typeof BUILD_INPUTS): OutputChunk {
  const module = BUILD_INPUTS[input];
  const chunk = chunksOf(bundle).find(
    (candidate) => candidate.isEntry && candidate.facadeModuleId?.endsWith(`/${module}`),
  );
  if (!chunk)
    throw new Error(`build: no entry chunk for ${module}; is it still an input in vite.config.ts?`);
  return chunk;
}

/** The lazy chunk of a page under src/routes/ ('MainPage.tsx'); throws when the page is not lazy. */
export function pageChunk(bundle: OutputBundle, page: string): OutputChunk {
  const chunk = chunksOf(bundle).find((candidate) =>
    candidate.facadeModuleId?.endsWith(`/src/routes/${page}`),
  );
  if (!chunk)
    throw new Error(`build: no chunk for ${page}; is the route still lazy in src/App.tsx?`);
  return chunk;
}

/** The chunk and its static imports, transitively. */
export function staticClosure(bundle: OutputBundle, start: OutputChunk): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return [...seen.values()];
}
