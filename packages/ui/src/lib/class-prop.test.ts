import type { ClassProp as CvaClassProp } from 'class-variance-authority/types';
import type { ClassProp } from './class-prop';

/*
 * The declarations of every cva variants function name `ClassProp` from ./class-prop (the build
 * rewrites cva's `class-variance-authority/types` import there, for node10 consumers): it must
 * stay cva's type, or a consumer's `buttonVariants({ className })` would type-check differently.
 * Checked by the type checker (`typecheck`); the runtime assertion only keeps the file a test.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same: Same<ClassProp, CvaClassProp> = true;

it("declares cva's ClassProp, which cva keeps at a subpath node10 cannot resolve", () => {
  expect(same).toBe(true);
});
