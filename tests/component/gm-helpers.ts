import { screen } from '@testing-library/react'

/** The Tips dialog open now. */
export const tips = async () =>
  (await screen.findByText('提示信息', { selector: '.ant-modal-title' })).closest(
    '.ant-modal',
  ) as HTMLElement

/** A dialog by its title. */
export const dialogTitled = async (title: string | RegExp) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest(
    '.ant-modal',
  ) as HTMLElement
