// One full-screen "please wait" indicator for long operations (spec §8: a code 500 answer closes it,
// so a failed operation never leaves the screen blocked). <GlobalLoading> renders this state.
import { create } from 'zustand';
import { i18n } from '../i18n';

interface LoadingState {
  /** The text under the spinner while it shows; null when hidden. */
  text: string | null;
}

export const useGlobalLoading = create<LoadingState>()(() => ({ text: null }));

export function openLoading(text: string = i18n.t('request.loading')): void {
  useGlobalLoading.setState({ text });
}

export function closeLoading(): void {
  useGlobalLoading.setState({ text: null });
}
