import { countOf, WATCHED_INVESTMENTS_TEXTS as T, type WatchedInvestment } from '@platform/shared';
import { ChangeTags } from '@/components/paged-list/change-tags';

/** What changed on a watched investment since the user last left 'Obserwowane inwestycje'. */
export const WatchedChanges = ({ changes }: { changes: WatchedInvestment['changes'] }) => (
  <ChangeTags
    testId="watched-changes"
    none={T.noChanges}
    changes={[
      changes.stageChanges > 0 && T.stageChanged,
      changes.newParticipants > 0 && countOf(changes.newParticipants, T.newParticipants),
      changes.newOrders > 0 && countOf(changes.newOrders, T.newOrders),
    ]}
  />
);
