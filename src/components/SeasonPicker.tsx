/**
 * The season the outfits on /fashion are dressed for (the requirement that outfits are for today
 * unless the shopper asks for another): 봄, 여름, 가을, 겨울 with the answer's season pressed
 * (GeneratorResponse `recognition.season`: today's in Korea, or the garment's only season, which
 * the outfits' text then explains). A tap on another asks for outfits for it (`onApply`).
 */
import { SEASONS, type Season } from '../../contract/taxonomy';
import { FilterChips } from './FilterChips';

export function SeasonPicker({
  season,
  onApply,
}: {
  /** The season the outfits shown were dressed for. */
  season: Season;
  onApply: (season: Season) => void;
}) {
  return (
    <section className="season-picker" aria-label="코디 계절">
      <FilterChips
        label="코디 계절"
        options={SEASONS}
        value={season}
        onChange={(next) => {
          if (next !== season) onApply(next);
        }}
      />
    </section>
  );
}
