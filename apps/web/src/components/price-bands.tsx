import { type LostPriceBand, priceBandText } from '@platform/shared';
import { Typography } from 'antd';

/**
 * Where a losing company's prices stood against the chosen offers, in the thanks e-mail's words
 * (spec 4 "Thanks"): the contractor's card and the offered list say it too, never a price or a name.
 */
export const PriceBands = ({ bands }: { bands: readonly LostPriceBand[] }) =>
  bands.length ? (
    <div data-testid="price-bands" style={{ marginTop: 4 }}>
      {bands.map((b) => (
        <Typography.Text key={b.industryId} style={{ display: 'block', fontSize: 13 }}>
          Twoja cena ({b.industryName}): {priceBandText(b.band)}
        </Typography.Text>
      ))}
    </div>
  ) : null;
