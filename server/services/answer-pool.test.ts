import { describe, expect, it } from 'vitest';
import { AnswerPool, DRAW_EVERY_MS, POOL_SIZE } from './answer-pool';

/** A pool on a clock the test moves, and a draw that counts its calls. */
function pool(random: () => number = Math.random) {
  const clock = { now: 0 };
  let draws = 0;
  const draw = () => Buffer.from(`answer ${(draws += 1)}`);
  return {
    clock,
    pool: new AnswerPool(() => clock.now, random),
    draw,
    draws: () => draws,
  };
}

describe(AnswerPool.name, () => {
  it('should draw for every request until full, then serve the kept answers again at random', () => {
    const { pool: answers, draw, draws, clock } = pool();
    const source = [{}];
    const first = Array.from({ length: POOL_SIZE }, () => answers.take(source, draw));
    expect(draws()).toBe(POOL_SIZE);
    expect(new Set(first).size).toBe(POOL_SIZE);
    // Full, and no slot due: the same buffers again, nothing drawn.
    const again = Array.from({ length: 200 }, () => answers.take(source, draw));
    expect(draws()).toBe(POOL_SIZE);
    expect(again.every((answer) => first.includes(answer))).toBe(true);
    expect(new Set(again).size).toBeGreaterThan(POOL_SIZE / 2);
    void clock;
  });

  it('should replace one kept answer by a new draw at most every DRAW_EVERY_MS', () => {
    const { pool: answers, draw, draws, clock } = pool();
    const source = [{}];
    for (let i = 0; i < POOL_SIZE; i += 1) answers.take(source, draw);
    clock.now += DRAW_EVERY_MS;
    const fresh = answers.take(source, draw);
    expect(fresh.toString()).toBe(`answer ${POOL_SIZE + 1}`);
    for (let i = 0; i < 100; i += 1) answers.take(source, draw);
    expect(draws()).toBe(POOL_SIZE + 1);
    clock.now += DRAW_EVERY_MS;
    answers.take(source, draw);
    expect(draws()).toBe(POOL_SIZE + 2);
  });

  it('should start empty for another source (a reloaded outfit list, another season)', () => {
    const { pool: answers, draw, draws } = pool();
    const outfits = {};
    for (let i = 0; i < POOL_SIZE; i += 1) answers.take([outfits, '가을'], draw);
    answers.take([outfits, '가을'], draw);
    expect(draws()).toBe(POOL_SIZE);
    expect(answers.take([outfits, '겨울'], draw).toString()).toBe(`answer ${POOL_SIZE + 1}`);
    expect(answers.take([{}, '겨울'], draw).toString()).toBe(`answer ${POOL_SIZE + 2}`);
  });
});
