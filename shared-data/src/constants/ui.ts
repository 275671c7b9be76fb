/** Sizes and counts of shared pieces (SPEC §9). */
export const UI = {
  toastLimit: 20,
  toastMaxWidthPx: 350,
  buttonWidthPx: 190,
  dropdownMaxHeightPx: 300,
} as const;
