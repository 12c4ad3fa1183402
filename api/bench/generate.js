/**
 * The benchmark's catalogue (issue 3 §5): 10,000 products and 50,000 hands, written in bulk
 * through the API's own Drizzle tables and key functions (from dist/), in one transaction. The
 * same seed gives the same catalogue on both databases, so their numbers compare.
 *
 * Products: 9,500 sets, 400 collections of 5 sets, 100 gift vouchers; 4 in 5 in English, 1 in 5
 * in Dutch; 19 in 20 on sale; 200 authors; one tag of each of the demo's four groups. Hands: the
 * 24 demo hands (valid by the engine) in turn, 5 or 6 to a set, every fifth free to play.
 */
import { plainText } from '../dist/domain/plain-text.js';
import { sortKey } from '../dist/domain/sort-key.js';
import { DEMO_TAG_GROUPS, DEMO_TAGS } from '../dist/seed/demo-catalogue.js';
import { DEMO_HAND_SETS } from '../dist/seed/hands/index.js';

export const PRODUCTS = 10_000;
export const HANDS = 50_000;
const SETS = 9_500;
const COLLECTIONS = 400;
const SETS_PER_COLLECTION = 5;
const AUTHORS = 200;
const BATCH = 500;
const FREE_EVERY = 5;

/** Words the titles and descriptions are made of; the search terms of run.js come from here. */
export const THEMES = [
  'finesse',
  'squeeze',
  'endplay',
  'opening lead',
  'signals',
  'slam',
  'pre-empt',
  'overcall',
  'double',
  'notrump',
  'trump control',
  'safety play',
  'counting',
  'entries',
  'deception',
  'competitive auctions',
];
const QUALITIES = ['Practical', 'Winning', 'Modern', 'Classic', 'Simple', 'Expert', 'Daring'];
const FIRST_NAMES = ['Anna', 'Bram', 'Chloé', 'David', 'Eline', 'Femi', 'Greta', 'Hugo', 'Ines'];
const LAST_NAMES = ['Ålund', 'Bakker', 'Castro', 'Dubois', 'Evans', 'Fischer', 'Grün', 'Hale'];

/** A small deterministic generator (mulberry32), so both databases get the same catalogue. */
function rng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function insertAll(db, table, rows) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.insert(table).values(rows.slice(start, start + BATCH));
  }
}

/**
 * Fills an empty, migrated database (from dist/db/database.js) with the catalogue.
 *
 * @returns what run.js needs to aim its requests: the free hands' ids and the products' count.
 */
export async function generateCatalogue(database) {
  const random = rng(20261121);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const created = Date.UTC(2024, 0, 1);
  return database.transaction(async ({ db, tables }) => {
    const prices = [199, 499, 999, 1499, 2499].map((cents, index) => ({
      id: index + 1,
      name: `Tier ${index + 1}`,
      priceUSD: cents,
      priceGBP: Math.round(cents * 0.8),
      priceEUR: Math.round(cents * 0.92),
      priceCAD: Math.round(cents * 1.37),
      priceAUD: Math.round(cents * 1.52),
      priceNZD: Math.round(cents * 1.66),
    }));
    await insertAll(db, tables.prices, prices);

    const authors = Array.from({ length: AUTHORS }, (_, index) => {
      const firstName = FIRST_NAMES[index % FIRST_NAMES.length];
      const lastName = `${LAST_NAMES[index % LAST_NAMES.length]}-${index + 1}`;
      return {
        id: index + 1,
        firstName,
        lastName,
        lastNameKey: sortKey(lastName),
        nameKey: sortKey(`${firstName} ${lastName}`),
        bio: `${firstName} writes about bridge.`,
        avatarPath: `/avatars/${index + 1}.png`,
        backgroundImagePath: null,
        royaltyPercentage: 50,
        language: index % 5 === 4 ? 'nlNL' : 'enGB',
        userId: null,
        createdAt: new Date(created),
        updatedAt: new Date(created),
      };
    });
    await insertAll(db, tables.authors, authors);

    // The demo's tag groups and tags, so the filters name real tags in both languages.
    const tagIds = { enGB: {}, nlNL: {} };
    let tagId = 0;
    const tags = [];
    await insertAll(
      db,
      tables.tagGroups,
      DEMO_TAG_GROUPS.map((group, position) => ({
        id: position + 1,
        nameEnGB: group.key,
        nameNlNL: group.nameNlNL,
        position,
      })),
    );
    for (const [groupIndex, group] of DEMO_TAG_GROUPS.entries()) {
      for (const language of ['enGB', 'nlNL']) {
        tagIds[language][group.key] = [];
        for (const [position, name] of DEMO_TAGS[group.key][language].entries()) {
          tagId += 1;
          tags.push({
            id: tagId,
            name,
            nameKey: sortKey(name),
            language,
            tagGroupId: groupIndex + 1,
            position,
          });
          tagIds[language][group.key].push(tagId);
        }
      }
    }
    await insertAll(db, tables.tags, tags);

    const products = [];
    const productTags = [];
    for (let id = 1; id <= PRODUCTS; id += 1) {
      const type = id <= SETS ? 'Set' : id <= SETS + COLLECTIONS ? 'Collection' : 'GiftVoucher';
      const language = id % 5 === 0 ? 'nlNL' : 'enGB';
      const theme = pick(THEMES);
      const title = `${pick(QUALITIES)} ${theme} ${id}`;
      const description = `<p>${title}: ${pick(THEMES)} and ${pick(THEMES)} in practice, hand by hand.</p>`;
      const onSale = id % 20 !== 0;
      const at = new Date(created + id * 3_600_000);
      products.push({
        id,
        type,
        title,
        titleKey: sortKey(title),
        description,
        searchKey: sortKey(`${title} ${plainText(description)}`),
        language,
        coverImagePath: `/covers/${id}.png`,
        onSale,
        promoted: onSale && id % 97 === 0,
        productLinksEnabled: false,
        priceId: type === 'GiftVoucher' ? 5 : type === 'Collection' ? 4 : 1 + (id % 3),
        authorId: type === 'GiftVoucher' ? null : 1 + (id % AUTHORS),
        createdById: null,
        createdAt: at,
        updatedAt: at,
      });
      for (const group of Object.keys(tagIds[language])) {
        productTags.push({ productId: id, tagId: pick(tagIds[language][group]) });
      }
    }
    await insertAll(db, tables.products, products);
    await insertAll(db, tables.productTags, productTags);

    const collectionSets = [];
    for (let index = 0; index < COLLECTIONS; index += 1) {
      for (let position = 0; position < SETS_PER_COLLECTION; position += 1) {
        collectionSets.push({
          collectionId: SETS + index + 1,
          setId: index * SETS_PER_COLLECTION + position + 1,
          position,
        });
      }
    }
    await insertAll(db, tables.collectionSets, collectionSets);

    const demoHands = DEMO_HAND_SETS.flatMap((set) => set.hands).map((hand) =>
      JSON.stringify(hand.hand),
    );
    const hands = [];
    const freeHandIds = [];
    for (let id = 1; id <= HANDS; id += 1) {
      const productId = 1 + ((id - 1) % SETS);
      const freeToPlay = id % FREE_EVERY === 0;
      if (freeToPlay && products[productId - 1].onSale) freeHandIds.push(id);
      hands.push({
        id,
        title: `Hand ${id}`,
        status: 'Approved',
        handJson: demoHands[id % demoHands.length],
        freeToPlay,
        productId,
        articleId: null,
        position: Math.floor((id - 1) / SETS),
        createdAt: new Date(created),
        updatedAt: new Date(created),
      });
    }
    await insertAll(db, tables.hands, hands);
    return { freeHandIds, products: PRODUCTS, hands: HANDS };
  });
}
