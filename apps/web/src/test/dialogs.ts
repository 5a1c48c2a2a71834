// For page tests: antd buttons and dialogs found by the text a user reads.
import { screen, within } from '@testing-library/react';

/** A button by its text, within `container`. */
export const button = (text: string, container: HTMLElement = document.body) =>
  within(container).getByText(text, { selector: 'button span' }).closest('button')!;

/** The form dialog with this title, once it is open. */
export const dialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest(
    '.ant-modal-container',
  ) as HTMLElement;

/** The dialog opened last: a confirmation shows above the page's other dialogs. */
export const confirmDialog = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-modal-container')].at(-1)!;
