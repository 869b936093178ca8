import { lazy } from 'react';
import { withLocaleParts } from '../../i18n/i18n';

// What other screens mount of the reasoner: each loads with its strings, off the first screen.
export const ReasonerPanel = lazy(withLocaleParts(['reasoner'], () => import('./ReasonerPanel')));
export const ClassInferences = lazy(withLocaleParts(['reasoner'], () => import('./ClassInferences')));
export const InstanceInferences = lazy(withLocaleParts(['reasoner'], () => import('./InstanceInferences')));
