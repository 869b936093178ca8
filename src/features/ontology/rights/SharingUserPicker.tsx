import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import type { SharingCandidates } from '../../../../realtime/protocol/ontology/rights';
import { fetchSharingCandidates } from './rightsApi';

type Candidate = SharingCandidates['users'][number];

/** Picks a user to make an editor of the map: typed name or login, chosen from the matches (editors already there are left out). */
export function SharingUserPicker({ mapId, editors, onPick }: { mapId: string; editors: readonly string[]; onPick: (userId: string) => void }) {
  const editorKey = [...editors].sort().join(',');
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Candidate[]>([]);
  const [chosen, setChosen] = useState('');
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void fetchSharingCandidates(mapId, q).then((users) => live && (setFound(users), setChosen((c) => (users.some((u) => u.id === c) ? c : (users[0]?.id ?? '')))), () => undefined);
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [mapId, q, editorKey]);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        className="rounded border border-gray-300 px-2 py-1 text-sm"
        placeholder={t('rights.sharing.addEditor')}
        aria-label={t('rights.sharing.addEditor')}
        value={q}
        maxLength={100}
        onChange={(e) => setQ(e.target.value)}
      />
      <select className="rounded border border-gray-300 px-2 py-1 text-sm" aria-label={t('rights.sharing.pickUser')} value={chosen} onChange={(e) => setChosen(e.target.value)}>
        {found.map((user) => (
          <option key={user.id} value={user.id}>
            {user.name} ({user.login})
          </option>
        ))}
      </select>
      <Button variant="primary" disabled={!chosen} onClick={() => chosen && (onPick(chosen), setQ(''))}>
        {t('rights.sharing.add')}
      </Button>
    </div>
  );
}
