import { RouteOutlet } from '../root-layout';

/** Public and no-footer routes (spec section 2): sign-in, register, OTP and reset screens. */
export function Component() {
  return (
    <main className="layout layout--bare" id="main">
      <RouteOutlet />
    </main>
  );
}
