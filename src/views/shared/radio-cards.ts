/**
 * The tab index of one of a group's Mantine Radio.Cards, making the group one Tab stop as the
 * WAI-ARIA radio group pattern has it: the chosen card, or the first while none is chosen (Mantine
 * makes every card a Tab stop; its arrow keys already move and choose between them).
 */
export function radioCardTabIndex(card: string, chosen: string | null | undefined, first: string): 0 | -1 {
  return (chosen || first) === card ? 0 : -1;
}
