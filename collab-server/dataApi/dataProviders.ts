import type { DataProvider } from '../serverArea';
import type { GetDataPayload } from '../../realtime/protocol/dataApi/getData';

// get_data acts other areas answer (a saved semantic search), registered when the server starts
// its areas; a name registers once, so servers started side by side in one process share them
const providers = new Map<string, DataProvider>();

export function registerDataProvider(provider: DataProvider): () => void {
  providers.set(provider.name, provider);
  return () => {
    if (providers.get(provider.name) === provider) providers.delete(provider.name);
  };
}

/** The provider whose act this payload is, if it is not a plain read of instances. */
export function providerFor(payload: GetDataPayload): DataProvider | undefined {
  for (const provider of providers.values()) if (provider.accepts(payload)) return provider;
  return undefined;
}
