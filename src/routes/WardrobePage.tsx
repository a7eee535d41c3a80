/**
 * `/wardrobe` and `/wardrobe/:id`: 내 옷장, the member's wardrobe (the 내 옷장 requirement; not in
 * SPEC §2: reached from my page, the bottom navigation's 마이페이지 tab stays current).
 *
 * - The list: the items by slot (상의 / 아우터 / 하의 / 신발) with their cut-outs, filters by season
 *   and colour, "오늘 뭐 입지?" (outfits around the newest top worn in today's season). Read
 *   through the API worker: offline it shows the stored list and pictures; an item kept or
 *   deleted offline shows as waiting ("연결되면 옷장에 넣어요") or is gone at once.
 * - An item: its picture, category and colour to correct, "이 옷으로 코디" (outfits around it,
 *   other slots from the wardrobe first, on /fashion) and deleting it (asked first).
 * A member who declined keeping garments is told so, with a way to agree.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { categoryLabel } from '../../contract/category-labels';
import {
  CATEGORIES,
  PHOTO_COLOUR_NAMES,
  SEASONS,
  SLOT_LABELS,
  type CategoryName,
  type PhotoColourName,
  type Season,
} from '../../contract/taxonomy';
import { FilterChips } from '../components/FilterChips';
import { OwnGarmentPicture } from '../components/OwnGarmentPicture';
import { RequireLogin } from '../components/RequireLogin';
import { PendingLabel, Spinner } from '../components/Spinner';
import { useOwnGarment } from '../lib/use-private-picture';
import { season$ } from '../state/season';
import {
  consent$,
  dressingAround$,
  itemForToday,
  itemsBySlot,
  loadWardrobe,
  outfitsAround,
  readConsent,
  relabelGarment,
  removeGarment,
  setWardrobeConsent,
  wardrobe$,
  wardrobeError$,
} from '../state/wardrobe';
import type { WardrobeEntry } from '../worker-bridge';
import { WARDROBE_MESSAGES } from '../messages';

const ALL = '전체';

/** The wardrobe list (signed-in members only). */
export function WardrobePage() {
  return (
    <RequireLogin className="page wardrobe-page">
      <WardrobeList />
    </RequireLogin>
  );
}

/** One item of the wardrobe (signed-in members only). */
export function WardrobeItemPage() {
  return (
    <RequireLogin className="page wardrobe-page">
      <WardrobeItemView />
    </RequireLogin>
  );
}

function WardrobeList() {
  useSignals();
  const [, navigate] = useLocation();
  const [season, setSeason] = useState<Season | typeof ALL>(ALL);
  const [colour, setColour] = useState<string>(ALL);

  useEffect(() => {
    void readConsent();
    void loadWardrobe();
  }, []);

  const items = wardrobe$.value;
  const error = wardrobeError$.value;
  const colours = [...new Set((items ?? []).map((item) => item.colour))];
  const groups = itemsBySlot(items ?? [], {
    season: season === ALL ? null : season,
    colour: colour === ALL ? null : colour,
  });
  const today = items ? itemForToday(items, season$.value) : undefined;
  const dressing = dressingAround$.value !== null;

  const dressToday = async (): Promise<void> => {
    if (today && (await outfitsAround(today.id))) navigate('/fashion');
  };

  return (
    <main className="page wardrobe-page">
      <header className="wardrobe-head">
        <h1 className="page-title">내 옷장</h1>
        {items && <p className="page-sub">옷 {items.length}벌 · 나만 볼 수 있어요</p>}
      </header>

      {consent$.value === 'no' && (
        <div className="wardrobe-note" role="note">
          <p>{WARDROBE_MESSAGES.declined}</p>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => void setWardrobeConsent('yes')}
          >
            옷장에 보관하기로 바꾸기
          </button>
        </div>
      )}

      {items && items.length > 0 && (
        <>
          <button
            type="button"
            className="btn btn-primary btn-lg wardrobe-today"
            disabled={!today || dressing}
            onClick={() => void dressToday()}
          >
            {dressing ? (
              <PendingLabel text="코디를 고르는 중…" />
            ) : (
              `오늘 뭐 입지? (${season$.value})`
            )}
          </button>
          <FilterChips
            label="계절로 거르기"
            options={[ALL, ...SEASONS]}
            value={season}
            onChange={setSeason}
          />
          {colours.length > 1 && (
            <FilterChips
              label="색으로 거르기"
              options={[ALL, ...colours]}
              value={colour}
              onChange={setColour}
            />
          )}
        </>
      )}

      {items === null && !error && <Spinner label="내 옷장을 불러오는 중" />}
      {error && items === null && <p className="form-error">{WARDROBE_MESSAGES.loadFailed}</p>}

      {items && items.length === 0 && (
        <div className="empty-card">
          <p className="empty-title">아직 옷장에 넣은 옷이 없어요</p>
          <p className="empty-text">
            옷 사진을 찍고 분석 결과에서 ‘옷장에 넣기’를 누르면 여기에 모여요.
          </p>
          <Link href="/camera" className="btn btn-primary">
            사진 찍으러 가기
          </Link>
        </div>
      )}
      {items && items.length > 0 && groups.length === 0 && (
        <p className="empty-text">고른 조건에 맞는 옷이 없어요.</p>
      )}

      {groups.map((group) => (
        <section
          key={group.slot}
          className="wardrobe-slot"
          aria-labelledby={`wardrobe-${group.slot}`}
        >
          <h2 id={`wardrobe-${group.slot}`} className="section-title">
            {SLOT_LABELS[group.slot]} <span className="wardrobe-count">{group.items.length}</span>
          </h2>
          <ul className="wardrobe-grid">
            {group.items.map((item) => (
              <li key={item.id}>
                <WardrobeTile item={item} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}

/**
 * Is a label of `item` still the recogniser's unsure guess (contract/wardrobe.ts `confirmed`)? The
 * item is then marked 확인 필요 until the member confirms or corrects it.
 */
function needsCheck(item: WardrobeEntry): boolean {
  return !item.confirmed.category || !item.confirmed.colour;
}

/** An item's tile: its cut-out, category and colour; a link to the item (not while pending). */
function WardrobeTile({ item }: { item: WardrobeEntry }) {
  const label = categoryLabel(item.category);
  const own = useOwnGarment(item.picture_url || null, label);
  const picture = (
    <span className="wardrobe-media">
      {own ? (
        <OwnGarmentPicture own={{ ...own, from: 'wardrobe' }} className="wardrobe-image" />
      ) : (
        <span className="wardrobe-image is-pending" aria-hidden="true" />
      )}
    </span>
  );
  const text = (
    <span className="wardrobe-text">
      <span className="wardrobe-label">{label}</span>{' '}
      <span className="wardrobe-colour">{item.colour}</span>
      {!item.pending && needsCheck(item) && (
        <>
          {' '}
          <span className="wardrobe-check">{WARDROBE_MESSAGES.needsCheck}</span>
        </>
      )}
      {item.pending && (
        <>
          {' '}
          <span className="wardrobe-pending">{WARDROBE_MESSAGES.pending}</span>
        </>
      )}
    </span>
  );
  if (item.pending) {
    return (
      <div className="wardrobe-tile is-pending">
        {picture} {text}
      </div>
    );
  }
  return (
    <Link href={`/wardrobe/${item.id}`} className="wardrobe-tile" draggable={false}>
      {picture} {text}
    </Link>
  );
}

function WardrobeItemView() {
  useSignals();
  const [, navigate] = useLocation();
  const params = useParams<{ id: string }>();
  const id = Number(params.id);

  useEffect(() => {
    if (wardrobe$.peek() === null) void loadWardrobe();
  }, []);

  const items = wardrobe$.value;
  const item = items?.find((entry) => entry.id === id && !entry.pending);
  if (items === null) return <Spinner label="옷을 불러오는 중" />;
  if (!item) {
    return (
      <main className="page wardrobe-page">
        <div className="empty-card">
          <p className="empty-title">{WARDROBE_MESSAGES.notInWardrobe}</p>
          <Link href="/wardrobe" className="btn btn-primary">
            내 옷장으로
          </Link>
        </div>
      </main>
    );
  }
  return (
    <ItemEditor
      key={`${item.id}-${item.category}-${item.colour}`}
      item={item}
      onDress={async () => {
        if (await outfitsAround(item.id)) navigate('/fashion');
      }}
      onRemove={async () => {
        if (await removeGarment(item.id)) navigate('/wardrobe', { replace: true });
      }}
    />
  );
}

/** The item's picture, its labels to correct, and what to do with it. */
function ItemEditor({
  item,
  onDress,
  onRemove,
}: {
  item: WardrobeEntry;
  onDress: () => Promise<void>;
  onRemove: () => Promise<void>;
}) {
  useSignals();
  const label = categoryLabel(item.category);
  const own = useOwnGarment(item.picture_url, label);
  const [category, setCategory] = useState<CategoryName>(item.category);
  const [colour, setColour] = useState<PhotoColourName>(item.colour);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const changed = category !== item.category || colour !== item.colour;
  // An unsure label is confirmed as it is with one tap: a PATCH sending both labels.
  const unsure = needsCheck(item);
  const dressing = dressingAround$.value === item.id;

  const save = async (): Promise<void> => {
    setSaving(true);
    setSaved(null);
    const done = await relabelGarment(
      item.id,
      unsure
        ? { category, colour }
        : {
            ...(category !== item.category ? { category } : {}),
            ...(colour !== item.colour ? { colour } : {}),
          },
    );
    setSaving(false);
    if (done) setSaved(changed ? WARDROBE_MESSAGES.saved : WARDROBE_MESSAGES.confirmed);
  };

  return (
    <main className="page wardrobe-page">
      <div className="wardrobe-item">
        <span className="wardrobe-item-media">
          {own && <OwnGarmentPicture own={own} className="wardrobe-item-image" />}
        </span>
        <h1 className="page-title">
          {item.colour} {label}
          {unsure && (
            <>
              {' '}
              <span className="wardrobe-check">{WARDROBE_MESSAGES.needsCheck}</span>
            </>
          )}
        </h1>
        <p className="page-sub">
          {SLOT_LABELS[item.slot]} · {item.seasons.join('·')}에 입어요 ·{' '}
          {new Date(item.created_at).toLocaleDateString('ko-KR')} 보관
        </p>
      </div>

      <button
        type="button"
        className="btn btn-primary btn-lg"
        disabled={dressing}
        onClick={() => void onDress()}
      >
        {dressing ? <PendingLabel text="코디를 고르는 중…" /> : '이 옷으로 코디'}
      </button>

      <form
        className="wardrobe-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h2 className="section-title">분류 고치기</h2>
        <LabelledSelect
          id="wardrobe-category"
          label="종류"
          value={category}
          options={CATEGORIES.map((entry) => ({
            value: entry.name,
            text: `${SLOT_LABELS[entry.slot]} · ${categoryLabel(entry.name)}`,
          }))}
          onChange={setCategory}
        />
        <LabelledSelect
          id="wardrobe-colour"
          label="색"
          value={colour}
          options={PHOTO_COLOUR_NAMES.map((name) => ({ value: name, text: name }))}
          onChange={setColour}
        />
        {unsure && <p className="field-hint">{WARDROBE_MESSAGES.needsCheckHint}</p>}
        <button
          type="submit"
          className={unsure ? 'btn btn-primary' : 'btn btn-secondary'}
          disabled={(!changed && !unsure) || saving}
        >
          {saving ? (
            <PendingLabel text="저장하는 중…" />
          ) : unsure && !changed ? (
            WARDROBE_MESSAGES.confirmAsIs
          ) : (
            '저장'
          )}
        </button>
        {saved && (
          <p className="field-hint" role="status">
            {saved}
          </p>
        )}
      </form>

      <button
        type="button"
        className="btn btn-outline wardrobe-remove"
        onClick={() => void onRemove()}
      >
        옷장에서 지우기
      </button>
    </main>
  );
}

/** A label and its select of `options` (`text` shown for each `value`). */
function LabelledSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; text: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </>
  );
}
