/**
 * The Mantine parts built on Floating UI (tooltips, menus): a chunk of their own, loaded after the first paint
 * (decision 104), so the libraries that position them are not part of the signed-in home's first script.
 */
export { Menu, Tooltip } from '@mantine/core';
