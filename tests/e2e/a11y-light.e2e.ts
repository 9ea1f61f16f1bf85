import { a11yJourneys } from './a11y-journeys'

a11yJourneys('light')
