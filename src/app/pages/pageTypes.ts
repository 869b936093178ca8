import type { ComponentType } from 'react';

/** A screen's page component, loaded on demand so the first screen loads little. */
export type PageLoader = () => Promise<{ default: ComponentType }>;
