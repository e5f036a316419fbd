/** The album page's state in the URL as a hook: read (album-url.ts) and replaced one by one. */
import { useSearchParams } from 'react-router';
import { readAlbumParams } from './album-url';

/** The page's params and a setter that replaces one of them (null removes it). */
export function useAlbumParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readAlbumParams(searchParams);
  const setParam = (name: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return { params, setParam };
}
