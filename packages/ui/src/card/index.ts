export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter, cardVariants, CARD_VARIANTS, type CardProps } from './Card';
