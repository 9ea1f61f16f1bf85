import { HomePage } from '@/features/home/pages/home-page'
import { HOME_MODULES } from './home-modules'

/** /home-page: the home feature's frame over every feature's modules (src/app composes). */
export default function HomePageEntry() {
  return <HomePage modules={HOME_MODULES} />
}
