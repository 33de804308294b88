/**
 * Spec section 6, "Roles and permissions": betting_status '1' enables bidding, the wallet, the
 * histories, funds and the footer; any other value (missing, '', '0', '2', another number) means
 * charts only. The one test of it: the client's betting guard, menus, footer and top bar and the
 * mock's refusals all ask this.
 */
export function isBettingEnabled(bettingStatus: string | undefined): boolean {
  return bettingStatus === '1';
}
