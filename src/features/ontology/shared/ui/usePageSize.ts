import { useEffect, useState } from 'react';
import { effectivePageSize } from './pageSize';

/** The page size the user chose (0: fit the window), and the number of rows it means now. */
export function usePageSize(initial = 0): { choice: number; setChoice: (n: number) => void; limit: number } {
  const [choice, setChoice] = useState(initial);
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const onResize = () => setHeight(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return { choice, setChoice, limit: effectivePageSize(choice, height) };
}
