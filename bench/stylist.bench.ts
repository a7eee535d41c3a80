/**
 * `npm run bench:stylist`: how the outfits read to a stylist, over the sender-disjoint validation
 * photos of the 10 men's labels (every STEP-th; ml/dataset.ts `stylistPhotos`) and a fixed
 * seed. Each photo is recognised with the trained recogniser, then dressed by the outfit engine
 * over the sample catalogue (4 outfits, four answers in a row for "다른 코디 추천받기"; a photo's own
 * sender's catalogue pictures left out, bench/support/validation-answers.ts), the requests dated
 * late November in Korea (TODAY: 가을), each garment in the season the generator dresses it for
 * (outfit/season.ts `dressingSeason`). Prints:
 * - the share of outfits with an outer among those of garments worn today (`isWornIn`: all but
 *   shorts, sandals, flip-flops and the winter-only outers; target ≥ 90 %);
 * - answers whose outfits all offer one similar item, and of those how many had another product
 *   in the answer's colour to offer (target 0);
 * - each layering rule's violations over every outfit (outfit/layering.ts; target 0);
 * - the share of outfits whose similar item (the photographed slot) has the recognised garment's
 *   shop colour (`shopColourOf`), and of those within CLOSE_DELTA_E of it (colour recognition
 *   itself: `npm run bench:colour`);
 * - the most repeated reasoning sentence and its share of outfits, how many sentences are in more
 *   than MAX_SENTENCE_SHARE of outfits, the text length range;
 * - formality claims written beside casual-only items (should be 0);
 * - words true to what the shopper sees (each should be 0): outfits naming the shopper's piece by a
 *   colour while its colour is asked, or by another colour than the photo's sure one, or by its
 *   category while the category is asked (own-piece.ts `coloursNamingOwnPiece`, the similar item's
 *   own mention aside); answer sentences naming a colour while the colour is asked, or the category
 *   while it is asked; outfits whose text claims the photo's
 *   colour (same, similar, nearest: `PHOTO_COLOUR_CLAIM`) while the colour is asked; outfits where
 *   the answer's `shop_colour`, the similar item's colour and the colour the text calls nearest
 *   disagree (a similar item of another colour is allowed only as the "대신할 상품" stand-in that
 *   a colour of one product gets, photographed.ts `standIn`); plain claims (`PLAIN_CLAIM`, said of the shop items chosen) beside a chosen item
 *   that is not plain; 톤온톤 said of a top and bottom of one colour; formal or office claims
 *   beside a piece of the outfit as worn that does not allow them — the shop items by
 *   `allowsOccasion`, the shopper's garment (not the similar item) by `ownPieceAllows` with its
 *   pattern as labelled by eye (ml/data/stylist-pattern-labels.csv);
 * - distinct products per slot within an answer (minimum and mean), outfits of the 4th answer
 *   already seen in the three before;
 * - the similar item chosen by look against the colour-only pick over the drawn catalogue
 *   (`compareLooks`);
 * - distinct pictures per product in the sample catalogue;
 * - with the photos' patterns labelled by eye (ml/data/stylist-pattern-labels.csv), the share of
 *   first-answer outfits whose similar item has the photo's pattern, of a plain photo's that are
 *   plain, and "looks like the photo" (`ALIKE_CLAIM`) said of another pattern (should be 0).
 * Prints figures; not a test. Exits 1 with a clear message when the dataset folder is missing.
 */
import {
  categoryInfo,
  CATEGORIES,
  seasonOf,
  SLOTS,
  type CategoryName,
  type Season,
  type Slot,
} from '../contract/taxonomy';
import { dressingSeason, isWornIn } from '../server/styling/outfit/season';
import {
  LAYERING_RULES,
  layeringClash,
  type LayeringRule,
} from '../server/styling/outfit/layering';
import { buildSampleCatalogue } from '../server/catalog/sample';
import type { createRecognizer } from '../server/styling/recognizer/index';
import {
  answerShopColour,
  composeOutfits,
  indexCatalogue,
  shopColourOf,
  type Outfit,
} from '../server/styling/outfit';
import { ALIKE_LOOK, CLOSE_DELTA_E, photographedPool } from '../server/styling/outfit/photographed';
import { illustrationFile } from '../server/catalog/illustration/raster';
import { lookSimilarity } from '../server/styling/look';
import { createPrng } from '../server/styling/prng';
import { colourDistance } from '../server/styling/colour';
import {
  FORMALITY_CLAIM,
  FORMAL_CLAIM,
  OFFICE_CLAIM,
  allowsOccasion,
  CASUAL_ONLY,
  PHOTO_COLOUR_CLAIM,
  PLAIN_CLAIM,
  ALIKE_CLAIM,
  ownPieceAllows,
  type Occasion,
} from '../server/styling/outfit/reasoning';
import { PRODUCT_PATTERN } from '../server/catalog/illustration';
import {
  KIND_LABELS_FILE,
  readFineLabels,
  readPatternLabels,
  STYLIST_PATTERNS_FILE as STYLIST_PATTERNS,
  usableSamplesOrExit,
} from '../ml/dataset';
import { KIND, type MensLabel } from '../server/styling/recognizer/mapping';
import { categoryChips } from '../server/styling/corrections';
import { garmentOf } from '../server/styling/garment';
import { answerSentence } from '../server/styling/answer';
import { coloursNamingOwnPiece, ownColour } from '../server/styling/outfit/own-piece';
import { CATEGORY_TRAITS } from '../server/styling/outfit/category-traits';
import { COLOUR_NAMES, PHOTO_COLOUR_NAMES, type ColourName } from '../contract/taxonomy';
import type { Product } from '../server/styling/types';
import { existsSync } from 'node:fs';
import { fraction } from './support/figures';
import { STEP, validationAnswers, type ValidationAnswers } from './support/validation-answers';

const SEED = 20261124;
const ANSWERS = 4;
/** The requests' date: late November in Korea, 가을 (contract/taxonomy.ts `seasonOf`). */
const TODAY: Season = seasonOf(new Date('2026-11-24T03:00:00Z'));

const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?])\s+/).filter((s) => s !== '');

/** No sentence should be in more of the outfits than this. */
const MAX_SENTENCE_SHARE = 0.07;

/** The colours the text calls nearest ("가장 가까운 버건디로", "한 톤 차이인 아이보리를"). */
const NEAREST_NAMED = new RegExp(
  `(?:가장 가까운|한 톤 차이인) (?:[^.]{0,30}?의 )?(${COLOUR_NAMES.join('|')})`,
  'g',
);
const nearestNamed = (text: string): ColourName[] =>
  [...text.matchAll(NEAREST_NAMED)].map((m) => m[1] as ColourName);

/** Any colour name starting a word (not inside another: 스카이블루). */
const ANY_COLOUR_WORD = new RegExp(`(?<![가-힣])(?:${PHOTO_COLOUR_NAMES.join('|')})`);

/** Does the answer sentence name a colour (a category name such as 블루종&MA-1 aside)? */
const namesColour = (answer: string): boolean =>
  ANY_COLOUR_WORD.test(CATEGORIES.reduce((text, c) => text.replaceAll(c.name, ''), answer));

/** The text without its one mention of the similar item ("<brand>의 <colour> <label>"). */
const withoutSimilar = (text: string, similar: Product | undefined): string =>
  similar
    ? text.replace(
        `${similar.brand}의 ${similar.colour} ${CATEGORY_TRAITS[similar.category].label}`,
        '',
      )
    : text;

/** Plain: the product's pattern is 무지 (unknown is not plain). */
const isPlain = (p: Product): boolean => p.pattern === '무지';

async function main(): Promise<void> {
  const { photos, recognised, ownSender, products, recognizer } = await validationAnswers();

  let outfits = 0;
  let sameColour = 0;
  let closeColour = 0;
  let falseFormality = 0;
  const lengths: number[] = [];
  const sentenceUse = new Map<string, number>();
  const distinct: Record<string, number[]> = {
    top: [],
    outer: [],
    bottom: [],
    shoes: [],
    photographed: [],
  };
  let fourth = 0;
  let fourthSeen = 0;
  const falseExamples: string[] = [];
  const colourStories: number[] = []; // distinct colour stories (other slots' colours) per answer
  const words = {
    askedOutfits: 0,
    namedWhileAsked: 0,
    sureOutfits: 0,
    namedOtherColour: 0,
    categoryAskedOutfits: 0,
    categoryNamedWhileAsked: 0,
    colourAskedAnswers: 0,
    answerColourWhileAsked: 0,
    categoryAskedAnswers: 0,
    answerCategoryWhileAsked: 0,
    claimsWhileAsked: 0,
    disagree: 0,
    similarOff: 0,
    textOff: 0,
    plainBesidePattern: 0,
    tonOnTonOneColour: 0,
    occasionNotAllowed: 0,
  };
  // The photos' patterns labelled by eye (ml/data/stylist-pattern-labels.csv), against the
  // similar item's: the first answer's outfits of every labelled photo.
  const photoPatterns = existsSync(STYLIST_PATTERNS) ? readPatternLabels(STYLIST_PATTERNS) : null;
  const patterns = {
    outfits: 0,
    same: 0,
    plainOutfits: 0,
    plainSimilar: 0,
    alikeOther: 0,
    similarOther: 0,
  };
  // The photos' categories by eye (fine and kind labels), else the one category of their label.
  const fine = readFineLabels();
  const kinds = readFineLabels(KIND_LABELS_FILE);
  const labelOf = new Map(usableSamplesOrExit().map((s) => [s.image, s.label]));
  const trueCategory = (image: string): CategoryName | undefined => {
    const only = [...(KIND[labelOf.get(image) as MensLabel]?.values() ?? [])];
    return fine.get(image) ?? kinds.get(image) ?? (only.length === 1 ? only[0] : undefined);
  };
  const subKinds: Partial<
    Record<
      Slot,
      { photos: number; notAsked: number; notAskedRight: number; askedAmongChips: number }
    >
  > = {};
  const wordExamples: Record<string, string[]> = {};
  const example = (kind: string, text: string): void => {
    const list = (wordExamples[kind] ??= []);
    if (list.length < 2) list.push(text);
  };

  const outers = { outfits: 0, withOuter: 0 };
  const repeated = { answers: 0, oneSimilar: 0, withChoice: 0 };
  const layering = new Map<LayeringRule, number>(LAYERING_RULES.map((rule) => [rule, 0]));
  const layeringExamples: string[] = [];

  recognised.forEach(({ r, index, image }, i) => {
    const season = dressingSeason(r.category, TODAY);
    const seen = new Set<string>();
    const shown: number[][] = []; // product ids per answer, as the generator keeps them per upload
    for (let answer = 0; answer < ANSWERS; answer++) {
      const recent = new Set(shown.slice(-3).flat());
      const result: Outfit[] = composeOutfits({
        garment: garmentOf(r, {}),
        season,
        today: TODAY,
        catalogue: index,
        seed: SEED + i * 31 + answer,
        recent,
      });
      shown.push(
        result.flatMap((o) => SLOTS.flatMap((s) => (o.items[s] ? [o.items[s].product.id] : []))),
      );
      const keys = result.map((o) => SLOTS.map((s) => o.items[s]?.product.id ?? 0).join('-'));
      for (const o of result) {
        if (isWornIn(r.category, TODAY)) {
          outers.outfits++;
          if (o.items.outer) outers.withOuter++;
        }
        const pieces = SLOTS.flatMap((s) => (o.items[s] ? [o.items[s].product] : []));
        for (const [k, a] of pieces.entries())
          for (const b of pieces.slice(k + 1)) {
            const rule = layeringClash(a, b);
            if (!rule) continue;
            layering.set(rule, (layering.get(rule) ?? 0) + 1);
            if (layeringExamples.length < 3)
              layeringExamples.push(`${rule}: ${a.goodsName} / ${b.goodsName}`);
          }
      }
      const offered = result.flatMap((o) => {
        const item = o.items[r.slot];
        return item ? [item.product] : [];
      });
      if (offered.length === result.length && result.length > 1) {
        repeated.answers++;
        const first = offered[0] as Product;
        if (offered.every((p) => p.id === first.id)) {
          repeated.oneSimilar++;
          const group = index
            .byColour({ category: first.category }, undefined)
            .find((list) => list[0]?.colour === first.colour);
          if ((group?.length ?? 0) > 1) repeated.withChoice++;
        }
      }
      if (answer === ANSWERS - 1) {
        fourth += keys.length;
        fourthSeen += keys.filter((k) => seen.has(k)).length;
      }
      keys.forEach((k) => seen.add(k));
      if (answer > 0) continue;
      const stories = result.map((o) =>
        SLOTS.filter((s) => s !== r.slot)
          .map((s) => o.items[s]?.product.colour ?? '-')
          .join('/'),
      );
      colourStories.push(new Set(stories).size);
      for (const slot of SLOTS) {
        const ids = result
          .map((o) => o.items[slot]?.product.id)
          .filter((id): id is number => id !== undefined);
        if (ids.length === 0) continue;
        distinct[slot === r.slot ? 'photographed' : slot]?.push(new Set(ids).size);
      }
      const label = photoPatterns?.get(image);
      if (label)
        for (const o of result) {
          const similar = o.items[r.slot]?.product.pattern;
          const same = similar === PRODUCT_PATTERN[label];
          patterns.outfits++;
          if (same) patterns.same++;
          if (label === 'solid') {
            patterns.plainOutfits++;
            if (same) patterns.plainSimilar++;
          }
          if (!same && ALIKE_CLAIM.test(o.reasoningText)) patterns.alikeOther++;
          if (!same && /비슷한 상품/.test(o.reasoningText)) patterns.similarOther++;
        }
      // the sub-kind: the similar item's category against the photo's, as the shopper meets it
      const truth = trueCategory(image);
      if (truth) {
        const g = garmentOf(r, {});
        const asked = !g.categorySure;
        const tally = (subKinds[categoryInfo(truth).slot] ??= {
          photos: 0,
          notAsked: 0,
          notAskedRight: 0,
          askedAmongChips: 0,
        });
        tally.photos++;
        if (!asked) {
          tally.notAsked++;
          if (result[0]?.items[r.slot]?.product.category === truth) tally.notAskedRight++;
        } else if (
          r.category === truth ||
          categoryChips(r.runnerUps, r.category).some((c) => c.category === truth)
        )
          tally.askedAmongChips++;
      }
      const garment = garmentOf(r, {});
      const shopColour = answerShopColour(garment, result); // the answer's shop_colour
      const answerText = answerSentence(garment, season);
      if (!garment.colourSure) {
        words.colourAskedAnswers++;
        if (namesColour(answerText)) {
          words.answerColourWhileAsked++;
          example('answer sentence names a colour while asked', answerText);
        }
      }
      if (!garment.categorySure) {
        words.categoryAskedAnswers++;
        if (CATEGORIES.some((c) => answerText.includes(c.name))) {
          words.answerCategoryWhileAsked++;
          example('answer sentence names the category while asked', answerText);
        }
      }
      for (const o of result) {
        const text = o.reasoningText;
        const mine = withoutSimilar(text, o.items[r.slot]?.product);
        const named = coloursNamingOwnPiece(mine, garment);
        if (garment.colourSure) {
          words.sureOutfits++;
          if (named.some((c) => c !== ownColour(garment))) {
            words.namedOtherColour++;
            example('shopper’s piece named by another colour', text);
          }
        } else if (named.length > 0) {
          words.namedWhileAsked++;
          example('shopper’s piece named by a colour while asked', text);
        }
        if (!garment.categorySure) {
          words.categoryAskedOutfits++;
          if (mine.includes(CATEGORY_TRAITS[garment.category].label)) {
            words.categoryNamedWhileAsked++;
            example('shopper’s piece named by its category while asked', text);
          }
        }
        if (!garment.colourSure) {
          words.askedOutfits++;
          if (PHOTO_COLOUR_CLAIM.test(text)) {
            words.claimsWhileAsked++;
            example('colour claimed while asked', text);
          }
        }
        const similarColour = o.items[r.slot]?.product.colour;
        // a stand-in of another colour (the answer's has one product) must be called so
        const similarOff =
          similarColour !== undefined &&
          similarColour !== shopColour &&
          !text.includes('대신할 상품');
        const textOff = nearestNamed(text).some((c) => c !== shopColour);
        if (similarOff) words.similarOff++;
        if (textOff) words.textOff++;
        if (similarOff || textOff) {
          words.disagree++;
          example(
            'shop_colour, similar item, text disagree',
            `[${shopColour}/${similarColour ?? '-'}] ${text}`,
          );
        }
        // the outfit as worn: the shop items, and the shopper's garment as labelled by eye
        const shop = SLOTS.flatMap((s) => (s !== r.slot && o.items[s] ? [o.items[s].product] : []));
        if (PLAIN_CLAIM.test(text) && shop.some((p) => !isPlain(p))) {
          words.plainBesidePattern++;
          example('plain claim beside a patterned item', text);
        }
        const eye = label ? PRODUCT_PATTERN[label] : undefined;
        const allows = (occasion: Occasion): boolean =>
          ownPieceAllows(garment, occasion, eye) && shop.every((p) => allowsOccasion(p, occasion));
        if (
          (FORMAL_CLAIM.test(text) && !allows('formal')) ||
          (OFFICE_CLAIM.test(text) && !allows('office'))
        ) {
          words.occasionNotAllowed++;
          example('occasion an item does not allow', text);
        }
        const top = o.items.top?.product;
        if (/톤온톤/.test(text) && top && top.colour === o.items.bottom?.product.colour) {
          words.tonOnTonOneColour++;
          example('톤온톤 for one colour', text);
        }
      }
      for (const o of result) {
        outfits++;
        const similar = o.items[r.slot];
        const target = shopColourOf(r);
        if (similar?.product.colour === target) sameColour++;
        if (similar && colourDistance(similar.product.colour, target) <= CLOSE_DELTA_E)
          closeColour++;
        lengths.push([...o.reasoningText].length);
        for (const s of new Set(sentencesOf(o.reasoningText)))
          sentenceUse.set(s, (sentenceUse.get(s) ?? 0) + 1);
        const casual = SLOTS.some((s) => {
          const c = o.items[s]?.product.category;
          return c !== undefined && CASUAL_ONLY.has(c);
        });
        if (casual && FORMALITY_CLAIM.test(o.reasoningText)) {
          falseFormality++;
          if (falseExamples.length < 3) falseExamples.push(o.reasoningText);
        }
      }
    }
  });

  console.log(
    `stylist benchmark: ${photos} validation photos (every ${STEP}th), ${recognised.length} read as menswear, seed ${SEED}`,
  );
  console.log(
    `dressed without their own sender's catalogue pictures  ${fraction(ownSender, recognised.length)} of photos`,
  );
  console.log(
    `requests dated 2026-11-24 in Korea (${TODAY}); outfits with an outer, garments worn in ${TODAY} ${fraction(outers.withOuter, outers.outfits)}`,
  );
  console.log(
    `answers whose 4 outfits offer one similar item ${repeated.oneSimilar} of ${repeated.answers} (with another product of the answer's colour to offer: ${repeated.withChoice})`,
  );
  console.log(
    `layering violations                      ${LAYERING_RULES.map((rule) => `${rule} ${layering.get(rule) ?? 0}`).join(', ')}`,
  );
  for (const text of layeringExamples) console.log(`  e.g. ${text}`);
  console.log(`similar item in the recognised colour     ${fraction(sameColour, outfits)}`);
  console.log(
    `similar item within ΔE ${CLOSE_DELTA_E} of it          ${fraction(closeColour, outfits)}`,
  );

  const [sentence, uses] = [...sentenceUse].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  console.log(`most repeated sentence                   ${fraction(uses, outfits)} "${sentence}"`);
  const over = [...sentenceUse.values()].filter((n) => n / outfits > MAX_SENTENCE_SHARE).length;
  console.log(
    `sentences in > ${Math.round(MAX_SENTENCE_SHARE * 100)} % of outfits                ${over}`,
  );
  console.log(
    `shopper's piece named by a colour while asked ${fraction(words.namedWhileAsked, words.askedOutfits)} of outfits with the colour asked`,
  );
  console.log(
    `shopper's piece named by another colour than the photo's sure one ${fraction(words.namedOtherColour, words.sureOutfits)} of outfits with the colour sure`,
  );
  console.log(
    `shopper's piece named by its category while asked ${fraction(words.categoryNamedWhileAsked, words.categoryAskedOutfits)} of outfits with the category asked`,
  );
  console.log(
    `answer sentence names a colour while asked ${fraction(words.answerColourWhileAsked, words.colourAskedAnswers)} of answers with the colour asked; the category while asked ${fraction(words.answerCategoryWhileAsked, words.categoryAskedAnswers)}`,
  );
  console.log(
    `colour claimed while asked               ${fraction(words.claimsWhileAsked, words.askedOutfits)} of outfits with the colour asked`,
  );
  console.log(
    `shop_colour / similar item / text disagree ${fraction(words.disagree, outfits)} (similar item ${words.similarOff}, text's nearest ${words.textOff})`,
  );
  console.log(`plain claims beside a non-plain item     ${words.plainBesidePattern}`);
  if (photoPatterns)
    console.log(
      `similar item of the photo's pattern (labelled by eye) ${fraction(patterns.same, patterns.outfits)}; of a plain photo, plain ${fraction(patterns.plainSimilar, patterns.plainOutfits)}; "looks like the photo" said of another pattern ${patterns.alikeOther}`,
    );
  else console.log(`similar item's pattern: no ${STYLIST_PATTERNS}`);
  if (photoPatterns)
    console.log(
      `"비슷한 상품" said of a similar item of another pattern than the photo's ${fraction(patterns.similarOther, patterns.outfits)}`,
    );
  const subKindRows = Object.entries(subKinds);
  const sum = (key: 'photos' | 'notAsked' | 'notAskedRight' | 'askedAmongChips'): number =>
    subKindRows.reduce((n, [, t]) => n + t[key], 0);
  console.log(
    `similar item of the photo's sub-kind (category by eye, ${sum('photos')} photos): as the shopper meets it (not asked and right, or asked with the right category among the chips) ${fraction(sum('notAskedRight') + sum('askedAmongChips'), sum('photos'))}; not asked ${fraction(sum('notAskedRight'), sum('notAsked'))}`,
  );
  for (const [slot, t] of subKindRows)
    console.log(
      `  ${slot.padEnd(7)} ${fraction(t.notAskedRight + t.askedAmongChips, t.photos)}; not asked ${fraction(t.notAskedRight, t.notAsked)}; asked, right among the chips ${fraction(t.askedAmongChips, t.photos - t.notAsked)}`,
    );
  console.log(`톤온톤 said of a one-colour top and bottom ${words.tonOnTonOneColour}`);
  console.log(`formal / office claims an item does not allow ${words.occasionNotAllowed}`);
  for (const [kind, texts] of Object.entries(wordExamples))
    for (const text of texts) console.log(`  ${kind}: ${text}`);
  console.log(
    `reasoning length (code points)           ${Math.min(...lengths)}–${Math.max(...lengths)}`,
  );
  console.log(`formality claims beside casual-only items ${falseFormality}`);
  for (const text of falseExamples) console.log(`  e.g. ${text}`);
  for (const [slot, counts] of Object.entries(distinct)) {
    if (counts.length === 0) continue;
    const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
    console.log(
      `distinct products per answer, ${slot.padEnd(12)} min ${Math.min(...counts)}  mean ${mean.toFixed(2)}`,
    );
  }
  console.log(
    `distinct colour stories per answer         min ${Math.min(...colourStories)}  mean ${(colourStories.reduce((a, b) => a + b, 0) / colourStories.length).toFixed(2)}`,
  );
  console.log(`4th answer outfits seen in the 3 before  ${fraction(fourthSeen, fourth)}`);

  await compareLooks(recognised, recognizer);

  const pictures = new Set(products.map((p) => p.imageUrl)).size;
  console.log(
    `distinct pictures per product (sample)   ${(pictures / products.length).toFixed(3)} (${pictures}/${products.length})`,
  );
  const perCategory = CATEGORIES.map(
    (c) => products.filter((p) => p.category === (c.name as CategoryName)).length,
  );
  console.log(
    `sample products per category              ${Math.min(...perCategory)}–${Math.max(...perCategory)}`,
  );
}

/**
 * The similar item by look against the colour-only pick over the drawn catalogue (the sample
 * catalogue without its photographed pictures): per answer, the mean look cosine of its similar
 * items to the photo, the share of answers where the look pick is higher, colour fidelity of
 * both, the top candidate's cosine percentiles (ALIKE_LOOK) and the share of outfits whose text
 * says the similar item looks like the photo.
 */
async function compareLooks(
  recognised: ValidationAnswers['recognised'],
  recognizer: ReturnType<typeof createRecognizer>,
): Promise<void> {
  const drawn = indexCatalogue(
    buildSampleCatalogue([]).products.map((p, i) => ({ ...p, id: i + 1 })),
  );
  const drawingLooks = new Map<string, number[]>();
  const lookOfDrawing = async (p: Product): Promise<number[]> => {
    const known = drawingLooks.get(p.imageUrl);
    if (known) return known;
    const picture = await illustrationFile(p.imageUrl);
    if (!picture) throw new Error(`no drawing at ${p.imageUrl}`);
    const look = (await recognizer.recognize(Buffer.from(picture.body))).look ?? [];
    drawingLooks.set(p.imageUrl, look);
    return look;
  };
  const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
  let answers = 0;
  let higher = 0;
  let sameColourLook = 0;
  let sameColourDrawn = 0;
  let items = 0;
  let alikeSaid = 0;
  const tops: number[] = [];
  for (const [i, { r, index }] of recognised.entries()) {
    if (!r.look) continue;
    const season = dressingSeason(r.category, TODAY);
    const target = shopColourOf(r);
    const byLook = photographedPool(r, season, index, 4, createPrng(SEED + i), new Set());
    const { look: _, ...colourOnly } = r;
    const byColour = photographedPool(
      colourOnly,
      season,
      drawn,
      4,
      createPrng(SEED + i),
      new Set(),
    );
    if (byLook.candidates.length === 0 || byColour.candidates.length === 0) continue;
    answers++;
    // A drawn product among the look pick's candidates is measured as in the drawn catalogue.
    const score = async (c: { product: Product; alike: number | null }): Promise<number> =>
      c.alike ?? lookSimilarity(await lookOfDrawing(c.product), r.look!);
    const lookScores: number[] = [];
    for (const c of byLook.candidates) lookScores.push(await score(c));
    const drawnScores: number[] = [];
    for (const c of byColour.candidates) drawnScores.push(await score(c));
    if (mean(lookScores) > mean(drawnScores)) higher++;
    tops.push(lookScores[0] as number);
    for (const c of byLook.candidates) {
      items++;
      if (c.product.colour === target) sameColourLook++;
      if (byLook.sameCategory && (c.alike ?? -1) >= ALIKE_LOOK) alikeSaid++;
    }
    sameColourDrawn += byColour.candidates.filter((c) => c.product.colour === target).length;
  }
  tops.sort((a, b) => a - b);
  const pct = (q: number): string => (tops[Math.floor(q * (tops.length - 1))] ?? 0).toFixed(2);
  console.log(
    `similar item by look beats the colour-only drawn pick  ${fraction(higher, answers)} of answers (mean look cosine to the photo)`,
  );
  console.log(
    `similar item in the recognised shop colour: by look ${fraction(sameColourLook, items)}, colour-only ${fraction(sameColourDrawn, items)}`,
  );
  console.log(
    `top candidate's look cosine: p10 ${pct(0.1)}, p50 ${pct(0.5)}, p90 ${pct(0.9)}; text says "닮은" (≥ ${ALIKE_LOOK}) for ${fraction(alikeSaid, items)} of similar items`,
  );
}

await main();
